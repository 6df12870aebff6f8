import gc, os, sys, time
from bench import bench_loop_cpu
from bench.harness import run
passes = [[], [], []]
state = {}
def cb(phase, info):
    if phase == "start":
        state["t"] = time.thread_time()
    else:
        passes[info["generation"]].append((time.thread_time() - state["t"]) * 1000)
if __name__ == "__main__":
    t0 = int(sys.argv[1])
    gc.set_threshold(t0, 10, 10)
    gc.callbacks.append(cb)
    d = run(bench_loop_cpu.measure(3, 20, False, ["none"], 8, os.environ.get("PG") or None))
    a = d["players_at_once"]
    pct = lambda p, q: round(sorted(p)[int(q * (len(p) - 1))], 2) if p else 0
    print(t0, a["moves"], a["moves_per_s"], a["loop_lag"], a["loop_cpu_ms_per_move"], a["process_cpu_ms_per_move"], a["load_average"],
          "passes", [len(p) for p in passes], "cpu ms total", [round(sum(p), 1) for p in passes],
          "p50/p90/max", [(pct(p, .5), pct(p, .9), round(max(p), 2) if p else 0) for p in passes])

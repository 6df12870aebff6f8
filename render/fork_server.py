"""The workers' fork server as a fork of the bot's own process, so that they share its pages.

multiprocessing's fork server starts as a fresh interpreter (``spawn``): it imports the games,
the service and the drawing modules again, and the picture workers and the verify/computer
worker forked from it share that second copy, never the bot's. :func:`fork_server` starts
the same server (``multiprocessing.forkserver.main``, which the ``forkserver`` context then
uses as if it had started it) by forking the bot's process instead: the server and every
worker begin with the pages of the games' modules, their models and the catalogs the bot
has loaded, shared with the bot until one side writes to them. It then imports what only the
drawing needs and warms up (:mod:`render.preload`), as before.

The fork must happen while no other thread of the process is inside code the server will
run (a lock held at that moment would stay held in the child): the bot calls it on its event
loop's thread once its games are loaded and warmed, while its rules thread waits
(bot/service/rules_thread.py ``while_rules_thread_waits``, bot/discord/app.py ``_warm_up``). In the child every inherited descriptor but the
server's two is closed (the database's, the web server's and Discord's sockets stay the
bot's alone), the objects that own them frozen out of the collector so that nothing there
ever finalizes them, and the bot's signal handlers are reset.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import multiprocessing
import os
import signal
import socket
import sys
import threading
from multiprocessing import connection, forkserver, resource_tracker, util

from render.pool import worker_context

log = logging.getLogger("meneur.render")


def running() -> bool:
    """Whether the ``forkserver`` context already has a server (forked or spawned) alive."""
    server = forkserver._forkserver  # type: ignore[attr-defined]
    pid = server._forkserver_pid
    if pid is None:
        return False
    try:
        done, _status = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False
    return not done


def fork_server() -> int | None:
    """Start the ``forkserver`` context's server as a fork of this process, importing the
    modules the context preloads (``render.pool.worker_context``). Its process id; ``None``
    where there is no fork server (the workers are then spawned, see ``worker_context``)."""
    if not hasattr(os, "fork") or "forkserver" not in multiprocessing.get_all_start_methods():
        return None
    worker_context()  # sets the modules the server preloads
    server = forkserver._forkserver  # type: ignore[attr-defined]
    preload = list(server._preload_modules)
    with server._lock:
        if running():
            return int(server._forkserver_pid)
        resource_tracker.ensure_running()  # its own process, spawned: the workers report to it
        address = connection.arbitrary_address("AF_UNIX")  # type: ignore[attr-defined]
        with socket.socket(socket.AF_UNIX) as listener:
            listener.bind(address)
            if not util.is_abstract_socket_namespace(address):  # type: ignore[attr-defined]
                os.chmod(address, 0o600)
            listener.listen()
            alive_r, alive_w = os.pipe()
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:  # the fork server: it never returns from here
                code = 1
                try:
                    gc.freeze()  # what the bot held is never collected here (see above)
                    server._lock = threading.Lock()  # held by the bot's thread at the fork
                    os.close(alive_w)
                    _become_server(listener.fileno(), alive_r)
                    forkserver.main(listener.fileno(), alive_r, preload, sys_path=sys.path)
                    code = 0
                except SystemExit:  # every client gone: the server's normal end
                    code = 0
                except BaseException:
                    log.exception("the fork server stopped")
                finally:
                    os._exit(code)
            os.close(alive_r)
        server._forkserver_address = address
        server._forkserver_alive_fd = alive_w
        server._forkserver_pid = pid
        return pid


def _become_server(listener: int, alive: int) -> None:
    """In the child: the bot's signal handlers, running loop and descriptors left behind."""
    signal.set_wakeup_fd(-1)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGCHLD):
        signal.signal(sig, signal.SIG_DFL)
    asyncio.events._set_running_loop(None)
    keep = {0, 1, 2, listener, alive}
    for fd in _open_descriptors():
        if fd not in keep:
            try:
                os.close(fd)
            except OSError:
                pass


def _open_descriptors() -> list[int]:
    try:
        return sorted(int(name) for name in os.listdir("/proc/self/fd"))
    except OSError:  # no /proc: the usual range
        return list(range(3, 256))

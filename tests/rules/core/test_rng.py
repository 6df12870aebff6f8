from collections import Counter

from rules.core.rng import Draw, Rng, derive, new_seed, seed_hash, verify_draws

SEED = "00" * 32


def test_draws_depend_only_on_seed_and_counter():
    a, b = Rng(SEED), Rng(SEED)
    assert [a.die(6) for _ in range(20)] == [b.die(6) for _ in range(20)]
    assert derive(SEED, 5, 1, 6) == Rng(SEED, counter=5).die(6)
    assert a.counter == 20


def test_every_draw_is_recorded_and_verifiable():
    rng = Rng(SEED)
    faces = [rng.die(6) for _ in range(5)]
    draws = rng.take_draws()
    assert [d.v for d in draws] == faces
    assert [d.n for d in draws] == [0, 1, 2, 3, 4]
    assert verify_draws(SEED, draws) == []
    forged = Draw(draws[0].n, 1, 6, 7 - draws[0].v if draws[0].v != 3.5 else 1)
    assert verify_draws(SEED, [forged]) == [forged]
    assert rng.take_draws() == []


def test_die_is_roughly_uniform():
    rng = Rng(SEED)
    counts = Counter(rng.die(6) for _ in range(6000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(850 < c < 1150 for c in counts.values())


def test_seed_hash_is_sha256_of_the_seed_bytes():
    assert seed_hash(SEED) == "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
    seed = new_seed()
    assert len(seed) == 64 and seed != new_seed()


def test_shuffle_is_a_permutation_and_deterministic():
    items = list(range(10))
    Rng(SEED).shuffle(items)
    again = list(range(10))
    Rng(SEED).shuffle(again)
    assert items == again and sorted(items) == list(range(10)) and items != list(range(10))

"""Steps that move figures and heroes square by square or tile by tile (T5, T6)."""

from __future__ import annotations

from collections import deque

from rules.core import Event

from . import high
from . import steps_board as B
from .choosing import select
from .geometry import landing_square, row_col, tile_path_next
from .run import HANDLERS, Run
from .world import Actor, Square

FAR = 10**6


def move_to(run: Run, square: Square) -> None:
    run.events += run.world.move_figure(run.actor.id, square)
    run.actor.square = square
    run.moved_to = square


def _move_adjacent(run: Run, step: B.MoveAdjacentStep) -> None:
    targets = select(step.move_adjacent, run.world, run.actor, run.facts(), run.that, run.act, run.decider)
    if not targets:
        run.reached = False
        run.that = []
        return
    run.that = [targets[0]]
    approach(run, targets[0], step.onto_tile)


def approach(run: Run, hero: str, onto_tile: bool = False) -> None:
    """T5: to the free square next to ``hero`` nearest the starting square; else as close as
    it can get (and ``that`` hero is then out of reach). ``onto_tile``: only squares of the
    hero's own tile count as next to them."""
    world, board, dist = run.world, run.world.board, run.dist
    hsq = world.hero_square(hero)
    assert hsq is not None
    start = run.actor.square
    around = list(board.steps_from(hsq))
    if world.hero_high(hero):  # across the corner of a diagonally placed tile (high.py, L135-137)
        around += [sq for dx in (-1, 1) for dy in (-1, 1)
                   if high.corner_adjacent(board, hsq, sq := (hsq[0] + dx, hsq[1] + dy))]
    if onto_tile:
        around = [sq for sq in around if board.tile_of(sq) == board.tile_of(hsq)]
    if start in around:
        run.act.add("cr-why-already-adjacent", hero=world.hero_name(hero))
        return
    free = [sq for sq in around if not world.occupied(sq) and dist.squares(start, sq) is not None]
    if free:
        ranked = sorted(free, key=lambda sq: (dist.squares(start, sq) or 0, row_col(sq)))
        best = ranked[0]
        tied = [sq for sq in ranked if dist.squares(start, sq) == dist.squares(start, best)]
        move_to(run, best)
        run.act.add("cr-why-move-adjacent", hero=world.hero_name(hero), square=world.square_label(best),
                    squares=dist.squares(start, best) or 0, tie="yes" if len(tied) > 1 else "no")
        return
    run.reached = False
    htile = board.tile_of(hsq)
    near = [t for t in [htile, *(board.tile_neighbours(htile) if htile else [])] if t]
    options = [sq for t in near for sq in board.squares_of(t)
               if not world.occupied(sq) and dist.squares(start, sq) is not None and dist.squares(hsq, sq) is not None]
    if not options:
        run.act.add("cr-why-blocked", hero=world.hero_name(hero))
        return
    best = min(options, key=lambda sq: (dist.squares(hsq, sq) or 0, dist.squares(start, sq) or 0, row_col(sq)))
    if dist.squares(hsq, best) >= (dist.squares(hsq, start) or 0):  # type: ignore[operator]
        run.act.add("cr-why-blocked", hero=world.hero_name(hero))
        return
    move_to(run, best)
    run.act.add("cr-why-move-closer", hero=world.hero_name(hero), square=world.square_label(best))


def move_toward_tile(run: Run, goal: object, tiles: int, goal_square: Square | None, diagonal: bool = False) -> None:
    """T6: ``tiles`` steps toward ``goal`` along shortest tile paths, landing by T4;
    ``diagonal``: toward a hero of level 6 or more, diagonal tiles count as joined (high.py)."""
    world, board, dist = run.world, run.world.board, run.dist
    for _ in range(tiles):
        here = board.tile_of(run.actor.square)
        if here is None:
            return
        options = (high.next_tiles(board, here, goal) if diagonal
                   else tile_path_next(board, here, goal))  # type: ignore[arg-type]
        if not options:
            run.act.add("cr-why-no-tile-move", same="yes" if here == goal else "no")
            return
        aim = goal_square or board.bone_pile(goal)  # type: ignore[arg-type]

        def rank(t: str, aim: Square = aim) -> tuple[int, int, int]:
            pile = board.bone_pile(t)
            d = dist.squares(pile, aim)
            return (FAR if d is None else d, *row_col(pile))

        ranked = sorted(options, key=rank)
        nxt = ranked[0]
        square, pile_free = landing_square(board, dist, nxt, world.occupied)
        if square is None:
            run.act.add("cr-why-tile-full", tile=world.tile_name(nxt))
            return
        move_to(run, square)
        run.act.add("cr-why-move-tile", tile=world.tile_name(nxt), square=world.square_label(square),
                    pile="yes" if pile_free else "no", tie="yes" if len(ranked) > 1 else "no")


def _move_tiles(run: Run, step: B.MoveTilesStep) -> None:
    targets = select(step.toward, run.world, run.actor, run.facts(), run.that, run.act, run.decider)
    if not targets:
        return
    hero = targets[0]
    run.that = [hero]
    hsq = run.world.hero_square(hero)
    assert hsq is not None
    goal = run.world.board.tile_of(hsq)
    if goal is not None and goal == run.world.board.tile_of(run.actor.square):
        # already on its target's tile: the tile distance cannot shrink, it closes in (ours)
        run.act.add("cr-why-same-tile", hero=run.world.hero_name(hero))
        approach(run, hero)
    elif goal is not None:
        move_toward_tile(run, goal, step.move_tiles, hsq, diagonal=run.world.hero_high(hero))


def _move_to_tile(run: Run, step: B.MoveToTileStep) -> None:
    world = run.world
    goals = [t for t in world.placed_tiles() if world.tile_kind(t) == step.move_to_tile or t == step.move_to_tile]
    if not goals:
        run.act.add("cr-why-no-such-tile", tile=step.move_to_tile)
        return
    move_toward_tile(run, goals[0], step.tiles, None)


def monster_run(run: Run, figure: str) -> Run:
    """A run for one monster inside an encounter's run (its reasoning goes to the same record)."""
    world = run.world
    actor = Actor(kind="monster", id=figure, card=figure, name=world.figure_name(figure),
                  square=world.figure_square(figure))
    return Run(world, actor, run.rng, run.decider, run.act, run.dist)


def _move_monsters(run: Run, step: B.MoveMonstersStep) -> None:
    """Each monster, in placement order, N tiles closer to its hero (placed: T6 then T4)."""
    world, board = run.world, run.world.board
    hero_tiles = {board.tile_of(sq) for h in world.heroes()
                  if (sq := world.hero_square(h)) is not None and world.hero_hp(h) > 0}
    for figure in world.monster_figures():
        here = board.tile_of(world.figure_square(figure))
        if step.off_hero_tiles and here in hero_tiles:
            continue
        sub = monster_run(run, figure)
        targets = select(step.toward, world, sub.actor, sub.facts(), [], run.act, run.decider)
        if not targets:
            continue
        hsq = world.hero_square(targets[0])
        goal = board.tile_of(hsq) if hsq is not None else None
        if goal is None or goal == here:
            run.act.add("cr-why-same-tile", hero=world.hero_name(targets[0]))
            continue
        move_toward_tile(sub, goal, step.move_monsters, hsq)
        if sub.moved_to is not None:
            run.events.append(Event(code="cr-figure-placed", params={
                "actor": sub.actor.name, "square": world.square_label(sub.moved_to)}))


def _swap(run: Run, step: B.SwapStep) -> None:
    """The hero and the monster farthest from (closest to) them trade squares."""
    world, board, dist = run.world, run.world.board, run.dist
    for hero in select(step.target, world, run.actor, run.facts(), run.that, run.act, run.decider):
        hsq = world.hero_square(hero)
        htile = board.tile_of(hsq) if hsq is not None else None
        if hsq is None or htile is None:
            continue
        sign = -1 if step.swap_with_monster == "farthest" else 1
        ranked = []
        for n, f in enumerate(world.monster_figures()):
            fsq = world.figure_square(f)
            tiles = board.tile_distance(htile, board.tile_of(fsq))
            squares = dist.squares(hsq, fsq)
            if tiles is None:
                continue
            ranked.append(((sign * tiles, sign * (FAR if squares is None else squares), n), f))
        if not ranked:
            run.act.add("cr-why-no-monster")
            continue
        monster = min(ranked)[1]
        msq = world.figure_square(monster)
        actor = world.figure_name(monster)  # named before the move, which may defeat it (a marker)
        run.events += world.move_figure(monster, hsq)
        world.place_hero(hero, msq)
        run.that = [hero]
        run.act.add("cr-why-swap", hero=world.hero_name(hero), actor=actor, square=world.square_label(msq))
        run.events.append(Event(code="cr-hero-swapped", params={
            "hero": world.hero_name(hero), "actor": actor, "square": world.square_label(msq),
            "other": world.square_label(hsq)}))


def _heroes_move(run: Run, step: B.HeroesMoveStep) -> None:
    """Each hero on a tile with no monster walks (up to their speed, through heroes, never
    through monsters) to the free square of a tile with a monster nearest them (ours)."""
    world, board = run.world, run.world.board
    for hero in world.heroes():
        hsq = world.hero_square(hero)
        if hsq is None or world.hero_hp(hero) <= 0:
            continue
        crowded = {board.tile_of(world.figure_square(f)) for f in world.monster_figures()}
        if board.tile_of(hsq) in crowded:
            continue
        blocked = {world.figure_square(f) for f in world.figures()}
        reach = {hsq: 0}
        queue = deque([hsq])
        speed = world.hero_speed(hero)
        while queue:
            sq = queue.popleft()
            if reach[sq] >= speed:
                continue
            for nxt in board.steps_from(sq):
                if nxt not in reach and nxt not in blocked:
                    reach[nxt] = reach[sq] + 1
                    queue.append(nxt)
        ends = [sq for sq, d in reach.items() if d > 0 and board.tile_of(sq) in crowded and not world.occupied(sq)]
        if not ends:
            run.act.add("cr-why-hero-stays", hero=world.hero_name(hero))
            continue
        best = min(ends, key=lambda sq: (reach[sq], row_col(sq)))
        world.place_hero(hero, best)
        run.act.add("cr-why-hero-moves", hero=world.hero_name(hero), square=world.square_label(best))
        run.events.append(Event(code="cr-hero-moves", params={"hero": world.hero_name(hero),
                                                              "square": world.square_label(best)}))


HANDLERS.update({
    B.MoveAdjacentStep: _move_adjacent,
    B.MoveTilesStep: _move_tiles,
    B.MoveToTileStep: _move_to_tile,
    B.MoveMonstersStep: _move_monsters,
    B.SwapStep: _swap,
    B.HeroesMoveStep: _heroes_move,
})

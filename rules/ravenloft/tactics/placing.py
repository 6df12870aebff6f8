"""Steps that put heroes, monsters and tiles somewhere (placements are not moves: walls,
Immobilized and figures on the way do not stop them)."""

from __future__ import annotations

from typing import Any

from rules.core import Event

from . import steps_board as B
from .choosing import select
from .geometry import landing_square, row_col, tile_path_next
from .run import HANDLERS, Run, run_steps
from .steps import PlaceHeroStep
from .world import Square

FAR = 10**6
#: the side a tile lies on, as a unit step of the grid (y grows downward)
SIDES = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}


def far(d: int | None) -> int:
    """A distance for sorting (no path: last)."""
    return FAR if d is None else d


def land(run: Run, hero: str, tile: Any) -> bool:
    """Put ``hero`` on ``tile``'s landing square (T4); False if the tile is full."""
    world = run.world
    square, _ = landing_square(world.board, run.dist, tile, world.occupied)
    if square is None:
        run.act.add("cr-why-tile-full", tile=world.tile_name(tile))
        return False
    world.place_hero(hero, square)
    run.act.add("cr-why-placed", hero=world.hero_name(hero), square=world.square_label(square))
    run.events.append(Event(code="cr-hero-placed", params={
        "hero": world.hero_name(hero), "square": world.square_label(square), "tile": world.tile_name(tile)}))
    return True


def _place_hero(run: Run, step: PlaceHeroStep) -> None:
    world, board = run.world, run.world.board
    for hero in select(step.place_hero, world, run.actor, run.facts(), run.that, run.act, run.decider):
        hsq = world.hero_square(hero)
        assert hsq is not None
        here = board.tile_of(hsq)
        tile = _placement(run, step, hsq)
        if tile is None:
            run.act.add("cr-why-no-place", hero=world.hero_name(hero))
            if step.or_else:
                run.that = [hero]
                run_steps(run, step.or_else)
            continue
        run.tile = tile
        if tile != here:
            land(run, hero, tile)
        else:
            run.act.add("cr-why-stays", hero=world.hero_name(hero))
    run.that = list(run.that)


def _placement(run: Run, step: PlaceHeroStep, hsq: Square) -> Any:
    world, board = run.world, run.world.board
    here = board.tile_of(hsq)
    to = step.to
    if to == "start_tile":
        return world.start_tile()
    if to == "actor_tile":
        return board.tile_of(run.actor.square)
    if to == "away":
        return _away(run, hsq, step.tiles)
    if to == "new_tile_from_bottom":
        tile, events = world.place_tile_from_bottom(_near(run, step.near), run.rng)
        run.events += events
        return tile
    if to == "that_tile":
        return run.tile
    if to == "farthest_tile":
        return _farthest(run, hsq)
    if to == "toward_start":
        return _toward_start(run, here, step.tiles)
    if to == "most_monsters":
        return _most_monsters(run, here, step.tiles)
    if to in SIDES:
        return side_tile(run, here, to)
    tiles = world.placed_tiles()
    roll = run.rng.randint(1, len(tiles))
    run.events.append(Event(code="cr-table-roll", irreversible=True, params={"sides": len(tiles), "roll": roll}))
    return tiles[roll - 1]


def _near(run: Run, near: str) -> list[Square]:
    """Where « the unexplored edge nearest … » is measured from."""
    world = run.world
    if near == "start_tile":
        return [world.board.bone_pile(t) for t in world.start_blocks()]
    return [run.actor.square]


def _away(run: Run, hsq: Square, tiles: int) -> Any:
    board = run.world.board
    origin = board.tile_of(run.actor.square)
    here = board.tile_of(hsq)
    if origin is None or here is None:
        return None
    for _ in range(tiles):
        d = board.tile_distance(origin, here) or 0
        farther = sorted((t for t in board.tile_neighbours(here) if (board.tile_distance(origin, t) or 0) > d),
                         key=lambda t: row_col(board.bone_pile(t)))
        if not farther:
            break
        here = farther[0]
    return here if here != board.tile_of(hsq) else None


def _farthest(run: Run, hsq: Square) -> Any:
    """The tile most tiles away, then most squares to its bone pile, then row and column."""
    world, board = run.world, run.world.board
    here = board.tile_of(hsq)
    ranked = []
    for t in world.placed_tiles():
        d = board.tile_distance(here, t)
        if d is None or d == 0:
            continue
        pile = board.bone_pile(t)
        squares = run.dist.squares(hsq, pile)
        ranked.append(((-d, -(squares or 0), *row_col(pile)), t))
    if not ranked:
        return None
    best = min(ranked, key=lambda r: r[0])
    run.act.add("cr-why-farthest", tile=world.tile_name(best[1]), tiles=-best[0][0])
    return best[1]


def walk_tiles(run: Run, here: Any, goals: list[Any], tiles: int) -> Any:
    """``tiles`` steps from ``here`` toward the nearest of ``goals`` on shortest tile paths;
    between two next tiles, the bone pile nearest the goal's, then row and column."""
    board = run.world.board
    reachable = [(board.tile_distance(here, g), g) for g in goals]
    reachable = [(d, g) for d, g in reachable if d is not None]
    if not reachable:
        return None
    goal = min(reachable, key=lambda r: (r[0], row_col(board.bone_pile(r[1]))))[1]
    aim = board.bone_pile(goal)
    for _ in range(tiles):
        options = tile_path_next(board, here, goal)
        if not options:
            break
        here = min(options, key=lambda t: (far(run.dist.squares(board.bone_pile(t), aim)),
                                           *row_col(board.bone_pile(t))))
    return here


def _toward_start(run: Run, here: Any, tiles: int) -> Any:
    starts = run.world.start_blocks()
    if here in starts or not starts:
        return here
    return walk_tiles(run, here, starts, tiles)


def _most_monsters(run: Run, here: Any, tiles: int) -> Any:
    """Within ``tiles`` tiles (the hero's own included), the tile with the most monsters,
    then the nearest, then its bone pile's row and column; None when none has a monster."""
    world, board = run.world, run.world.board
    counts: dict[Any, int] = {}
    for f in world.monster_figures():
        t = board.tile_of(world.figure_square(f))
        if t is not None:
            counts[t] = counts.get(t, 0) + 1
    ranked = []
    for t, n in counts.items():
        d = board.tile_distance(here, t)
        if d is not None and d <= tiles:
            ranked.append(((-n, d, *row_col(board.bone_pile(t))), t))
    if not ranked:
        return None
    best = min(ranked, key=lambda r: r[0])
    run.act.add("cr-why-most-monsters", tile=world.tile_name(best[1]), count=-best[0][0])
    return best[1]


def side_tile(run: Run, here: Any, side: str) -> Any:
    """The tile joined to ``here`` on that side (through an open exit), or None."""
    board = run.world.board
    dx, dy = SIDES[side]

    def centre(t: Any) -> tuple[float, float]:
        squares = board.squares_of(t)
        return (sum(x for x, _ in squares) / len(squares), sum(y for _, y in squares) / len(squares))

    cx, cy = centre(here)
    for t in board.tile_neighbours(here):
        nx, ny = centre(t)
        ddx, ddy = nx - cx, ny - cy
        if (dx and ddx * dx > abs(ddy)) or (dy and ddy * dy > abs(ddx)):
            return t
    return None


def _place_tile(run: Run, step: B.PlaceTileStep) -> None:
    world = run.world
    tile, events = world.place_tile_from_bottom(_near(run, step.near), run.rng)
    run.tile = tile
    if tile is None:
        run.act.add("cr-why-no-tile")
        return
    run.act.add("cr-why-new-tile", tile=world.tile_name(tile))
    run.events.append(Event(code="cr-tile-from-bottom", params={"tile": world.tile_name(tile)}))
    run.events += events


def _place_monsters(run: Run, step: B.PlaceMonstersStep) -> None:
    world, board, dist = run.world, run.world.board, run.dist
    if run.tile is None:
        run.act.add("cr-why-no-tile")
        return
    origin = run.actor.square
    otile = board.tile_of(origin)
    pool = []
    for n, f in enumerate(world.monster_figures()):
        fsq = world.figure_square(f)
        ftile = board.tile_of(fsq)
        if step.pick == "on_tile" and ftile != otile:
            continue
        tiles = board.tile_distance(otile, ftile) if otile is not None and ftile is not None else None
        pool.append(((far(tiles), far(dist.squares(origin, fsq)), n), f))
    pool.sort()
    chosen = [f for _, f in pool] if step.place_monsters == "all" else [f for _, f in pool][: step.place_monsters]
    for f in chosen:
        if board.tile_of(world.figure_square(f)) == run.tile:
            continue
        square, _ = landing_square(board, dist, run.tile, world.occupied)
        if square is None:
            run.act.add("cr-why-tile-full", tile=world.tile_name(run.tile))
            return
        actor = world.figure_name(f)  # named first: a marker on its new square may defeat it
        run.events += world.move_figure(f, square)
        run.events.append(Event(code="cr-figure-placed", params={
            "actor": actor, "square": world.square_label(square)}))


def _spawn(run: Run, step: B.SpawnMonsterStep) -> None:
    world, board = run.world, run.world.board
    by = world.active_hero()
    if step.by is not None:
        picked = select(step.by, world, run.actor, run.facts(), run.that, run.act, run.decider)
        if not picked:
            return
        by = picked[0]
    square: Square | None = None
    if step.where == "actor_tile":
        tiles = [board.tile_of(run.actor.square)]
    elif step.where == "active_hero_tile":
        sq = world.hero_square(world.active_hero())
        tiles = [board.tile_of(sq)] if sq is not None else []
    elif step.where == "that_tile":
        tiles = [run.tile] if run.tile is not None else []
    elif step.where == "adjacent_active_hero":
        sq = world.hero_square(world.active_hero())
        free = sorted((s for s in board.steps_from(sq) if not world.occupied(s)), key=row_col) if sq else []
        square = free[0] if free else None
        tiles = [board.tile_of(square)] if square is not None else []
    elif step.where == "unexplored_edge_tile":
        tiles = _edge_tile(run, world.hero_square(by) or run.actor.square)
    else:
        tiles = list(dict.fromkeys(f.tile for f in run.facts()))
    for tile in tiles:
        if tile is None:
            continue
        run.act.add("cr-why-spawn", count=step.spawn_monster, tile=world.tile_name(tile))
        for _ in range(step.spawn_monster):
            run.events += world.spawn_monster(tile, step.monster, run.rng, by=by, square=square)
            square = None


def _edge_tile(run: Run, near: Square) -> list[Any]:
    """The tile with an unexplored edge nearest ``near`` (tiles, squares, row and column)."""
    world, board = run.world, run.world.board
    here = board.tile_of(near)
    ranked = []
    for t in world.placed_tiles():
        if not world.has_unexplored_edge(t):
            continue
        d = board.tile_distance(here, t) if here is not None else None
        pile = board.bone_pile(t)
        ranked.append(((far(d), far(run.dist.squares(near, pile)), *row_col(pile)), t))
    return [min(ranked, key=lambda r: r[0])[1]] if ranked else []


def _explore(run: Run, step: B.ExploreStep) -> None:
    run.act.add("cr-why-explore", count=step.explore)
    run.events += run.world.explore_near(run.actor.square, step.explore, run.rng)


HANDLERS.update({
    PlaceHeroStep: _place_hero,
    B.PlaceTileStep: _place_tile,
    B.PlaceMonstersStep: _place_monsters,
    B.SpawnMonsterStep: _spawn,
    B.ExploreStep: _explore,
})

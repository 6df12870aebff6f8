"""The engine contract, seeded randomness, dice and helpers shared by every game."""

from .engine import (
    ELAPSED,
    CommandSpec,
    Event,
    Game,
    Info,
    Model,
    OptionKind,
    OptionSpec,
    Prompt,
    PromptOption,
    Result,
    SeatInfo,
    Termination,
    Transition,
)
from .errors import InvalidActionError, PlayerError, RuleError
from .registry import all_games, find_game, register
from .rng import Draw, Rng, derive, new_seed, seed_hash, verify_draws

__all__ = [
    "CommandSpec", "ELAPSED", "Draw", "Event", "Game", "Info", "InvalidActionError", "Model", "OptionKind",
    "OptionSpec", "PlayerError", "Prompt", "PromptOption", "Result", "Rng", "RuleError", "SeatInfo",
    "Termination", "Transition", "all_games", "derive", "find_game", "new_seed", "register",
    "seed_hash", "verify_draws",
]

"""A card's tactics: ordered clauses, « If <test>, <steps> », a final « Otherwise »."""

from __future__ import annotations

from pydantic import Field, field_validator, model_validator

from rules.core import Model

from .steps import AttackStep, Step, all_steps
from .when import When
from .words import Attack, LocalText, check_local


class Clause(Model):
    """« If <test>, <steps> »; ``otherwise: true`` (no test) always holds.

    ``text`` is the clause as printed on the card (fr and en), shown by the card picture and
    quoted by ``/cr why``.
    """

    when: When | None = None
    otherwise: bool = False
    do: list[Step] = Field(min_length=1)
    text: LocalText | None = None

    @field_validator("text")
    @classmethod
    def _text(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        return check_local(v)

    @model_validator(mode="after")
    def _one_condition(self) -> Clause:
        if (self.when is None) == (not self.otherwise):
            raise ValueError("a clause has either `when:` or `otherwise: true`")
        return self

    @property
    def test(self) -> When:
        return self.when if self.when is not None else When()


Tactics = list[Clause]


def check_attacks(tactics: list[Clause], attacks: dict[str, Attack]) -> None:
    """Raise ValueError if a clause names an attack the card does not print."""
    check_step_attacks([s for c in tactics for s in c.do], attacks)


def check_step_attacks(steps: list[object], attacks: dict[str, Attack]) -> None:
    """Raise ValueError if a step (nested ones included) names an attack not in ``attacks``."""
    for step in all_steps(list(steps)):
        if isinstance(step, AttackStep) and step.attack not in attacks:
            raise ValueError(f"attack {step.attack!r} is not among {sorted(attacks)}")

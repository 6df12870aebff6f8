"""Every label of every game's typical pictures reads at 4.5:1 (WCAG 2.1, success criterion
1.4.3, « Contrast (Minimum) »), measured on the rendered pixels: the text's ink against its
halo when it has one, else against the colour most present behind it in the picture.

Relative luminance and contrast ratio as WCAG 2.1 defines them (sRGB, 0.03928 threshold)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
import pytest
from PIL import Image

from render import text

MIN_CONTRAST = 4.5


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """Computed here from WCAG's definition, apart from theme.contrast (which the pictures use)."""
    def luminance(rgb: tuple[int, int, int]) -> float:
        c = np.asarray(rgb, float) / 255
        c = np.where(c <= 0.03928, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
        return float(c @ [0.2126, 0.7152, 0.0722])

    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def behind(img: Image.Image, rec: text.TextRecord) -> tuple[int, int, int] | None:
    """The colour most present in the text's box that is not its ink (``None``: nothing else)."""
    assert rec.fill is not None
    left, top, right, bottom = (max(0, rec.box[0]), max(0, rec.box[1]), min(img.width, rec.box[2]),
                                min(img.height, rec.box[3]))
    if right <= left or bottom <= top:
        return None
    pixels = np.asarray(img.convert("RGB").crop((left, top, right, bottom))).reshape(-1, 3)
    far = pixels[np.abs(pixels.astype(int) - rec.fill).sum(axis=1) > 60]
    if len(far) == 0:
        return None
    (colour, _), = Counter(map(tuple, far.tolist())).most_common(1)
    return tuple(int(x) for x in colour)  # type: ignore[return-value]


def low_contrast(img: Image.Image, drawn: list[text.TextRecord]) -> list[tuple[str, float, Any, Any]]:
    bad = []
    for rec in drawn:
        if not rec.text.strip() or rec.fill is None:
            continue
        ground = rec.halo if rec.halo is not None and rec.halo != rec.fill else behind(img, rec)
        if ground is None:
            continue
        ratio = contrast(rec.fill, ground)
        if ratio < MIN_CONTRAST:
            bad.append((rec.text, round(ratio, 2), rec.fill, ground))
    return bad


def _cases() -> list[tuple[str, str, Any, Any]]:
    import render.kravora  # noqa: F401  (their renderers register at import)
    import render.mortebrume  # noqa: F401
    import render.ravenloft  # noqa: F401
    from render.dungeon_fighter import render as render_df
    from render.krosmaster import render as render_kros
    from tests.render.views import df_views, kros_views

    cases = [("krosmaster", name, render_kros, v) for name, v in kros_views().items()]
    cases += [("dungeon_fighter", name, render_df, v) for name, v in df_views().items()]
    from render.registry import renderer_for
    from tests.render.test_alt_text import played

    for game_id in ("kravora", "mortebrume"):
        for steps in (0, 40):
            game, state = played(game_id, 1, steps)
            cases.append((game_id, f"played-{steps}", renderer_for(game_id), game.view(state, None)))
    from tests.render.ravenloft_views import views

    cases += [("ravenloft", name, renderer_for("ravenloft"), v) for name, v in views().items()]
    return cases


CASES = _cases()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game,name,render,view", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_every_label_reads_at_4_5_to_1(game: str, name: str, render: Any, view: Any, lang: str) -> None:
    with text.recording() as drawn:
        img = render(view, lang)
    assert [r for r in drawn if r.fill is not None], "no text recorded with its colour"
    assert low_contrast(img, drawn) == []


def test_the_check_finds_grey_on_grey() -> None:
    img = Image.new("RGB", (200, 40), (90, 94, 106))
    pen = text.Pen(img)
    with text.recording() as drawn:
        pen.text((4, 4), "Tofu 1", 20, (140, 140, 150))
        pen.text((100, 4), "Tofu 2", 20, (140, 140, 150), stroke=2, stroke_fill=(20, 20, 24))
    assert [b[0] for b in low_contrast(img, drawn)] == ["Tofu 1"]
    assert round(contrast((255, 255, 255), (0, 0, 0)), 1) == 21.0

"""Castle Ravenloft's fan variants, one module per variant (the seed's sections other than
the base rules). Each module registers its :class:`~rules.ravenloft.options.Preset` at import;
this package imports every module in it, so adding a variant never edits a shared file."""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

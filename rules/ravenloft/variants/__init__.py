"""Castle Ravenloft's fan variants, one module per variant (the seed's sections other than
the base rules). Each module registers its :class:`~rules.ravenloft.options.Preset` at import;
this package imports every module in it (and in its folders), so adding a variant never edits
a shared file."""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):  # and the folders' modules
    importlib.import_module(_module.name)

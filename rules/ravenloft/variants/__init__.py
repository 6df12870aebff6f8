"""Castle Ravenloft's fan variants, one package per variant (the seed's sections other than
the base rules): ``acr2``, ``barkam``, ``dice``, ``geno``, ``hybrid``, ``strahd``, ``xplore``.
Each registers its :class:`~rules.ravenloft.options.Preset` and its plug-in hooks
(``rules/ravenloft/plugins.py``) at import; the modules here beside them are shared by several
variants (the Barkam system's and Geno Warcry's questions, encounter draw and picture keys; the
actions of ACR2 and the hybrids). This package imports every module in it and in its folders,
so adding a variant never edits a shared file."""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):  # and the folders' modules
    importlib.import_module(_module.name)

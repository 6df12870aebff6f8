#!/usr/bin/env bash
# Install everything the tests need and run the whole suite (SQLite and PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
if [ -z "${MENEUR_TEST_POSTGRES_URL:-}" ]; then
  url=$(bash scripts/postgres.sh || true)
  if [ -n "$url" ]; then export MENEUR_TEST_POSTGRES_URL="$url"; else echo "PostgreSQL unavailable (not root): its tests are skipped" >&2; fi
fi
if [ -z "${MENEUR_TEST_CHROMIUM:-}" ]; then
  chromium=$(bash scripts/chromium.sh || true)
  if [ -n "$chromium" ]; then export MENEUR_TEST_CHROMIUM="$chromium"; else echo "Chromium unavailable (not root): the throw page's browser test is skipped" >&2; fi
fi
exec .venv/bin/python -m pytest -q -p no:cacheprovider "$@"

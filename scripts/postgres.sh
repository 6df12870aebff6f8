#!/usr/bin/env bash
# Install (Debian package) and start a local PostgreSQL server for the database tests,
# then print the URL the tests use. Needs root, as on CI; prints nothing if it cannot.
set -euo pipefail
PASSWORD=meneur-test
if [ "$(id -u)" != "0" ]; then exit 0; fi
if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "$version" main start >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
for _ in $(seq 1 30); do
  runuser -u postgres -- psql -p "$port" -qtAc "select 1" >/dev/null 2>&1 && break
  sleep 1
done
runuser -u postgres -- psql -p "$port" -qc "ALTER USER postgres PASSWORD '$PASSWORD'" >/dev/null
echo "postgresql+asyncpg://postgres:$PASSWORD@127.0.0.1:$port/postgres"

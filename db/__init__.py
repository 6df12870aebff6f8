"""Persistence: SQLModel tables, the async engine, the repository and the migrations."""

"""Everyday fsync-heavy work: a small app saving settings, one transaction per row.

Usage: python3 sqlite-commits.py DB_PATH [ROWS]. Uses Python's own sqlite3 module
(present wherever python3 is; the sqlite3 command-line tool often is not). Each INSERT is
its own transaction in the default rollback-journal mode with synchronous=FULL, so every
row costs a few fsyncs: what a slow card makes people wait for.
"""
import os
import sqlite3
import sys

path = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 200
for suffix in ("", "-journal"):
    if os.path.exists(path + suffix):
        os.remove(path + suffix)
db = sqlite3.connect(path, isolation_level=None)
db.execute("PRAGMA synchronous=FULL")
db.execute("CREATE TABLE settings (id INTEGER PRIMARY KEY, key TEXT, value TEXT)")
for i in range(rows):
    db.execute("BEGIN")
    db.execute("INSERT INTO settings (key, value) VALUES (?, ?)", (f"key-{i}", "x" * 200))
    db.execute("COMMIT")
count = db.execute("SELECT COUNT(*) FROM settings").fetchone()[0]
db.close()
if count != rows:
    sys.exit(f"expected {rows} rows, found {count}")

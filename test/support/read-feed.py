"""Reads an Atom feed from standard input with feedparser and writes what it found as JSON."""
import json
import sys

import feedparser

parsed = feedparser.parse(sys.stdin.buffer.read())
json.dump(
    {
        "bozo": bool(parsed.bozo),
        "problem": str(parsed.get("bozo_exception", "")),
        "version": parsed.version,
        "title": parsed.feed.get("title"),
        "language": parsed.feed.get("language"),
        "updated": parsed.feed.get("updated"),
        "entries": [
            {
                "id": entry.get("id"),
                "title": entry.get("title"),
                "link": entry.get("link"),
                "updated": entry.get("updated") or entry.get("published"),
                "summary": entry.get("summary"),
                "tags": [tag.get("term") for tag in entry.get("tags", [])],
            }
            for entry in parsed.entries
        ],
    },
    sys.stdout,
    ensure_ascii=False,
)

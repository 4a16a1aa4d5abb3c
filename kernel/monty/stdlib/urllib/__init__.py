"""URL handling: only urllib.parse is provided (the sandbox has no network)."""

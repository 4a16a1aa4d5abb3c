package stdlib

import (
	"slices"
	"strings"
	"testing"
)

func TestSourceFindsModulesAndPackages(t *testing.T) {
	tests := []struct {
		module  string
		found   bool
		pkg     bool
		snippet string
	}{
		{"collections", true, true, "class deque"},
		{"collections.abc", true, false, "from _collections_abc import"},
		{"urllib.parse", true, false, "def urljoin"},
		{"asyncio", true, true, "from .tasks import"},
		{"asyncio.tasks", true, false, "class Task"},
		{"calendar", true, false, "def monthrange"},
		{"_collections_abc", true, false, "class Mapping"},
		{"html.entities", true, false, "name2codepoint"},
		{"nosuch", false, false, ""},
		{"collections.nosuch", false, false, ""},
		{"", false, false, ""},
		{"collections.", false, false, ""},
		{".collections", false, false, ""},
		{"collections.__init__", false, false, ""},
		{"../embed", false, false, ""},
	}
	for _, tt := range tests {
		src, ok := Source(tt.module)
		if ok != tt.found {
			t.Errorf("Source(%q) found = %v, want %v", tt.module, ok, tt.found)
			continue
		}
		if got := IsPackage(tt.module); got != tt.pkg {
			t.Errorf("IsPackage(%q) = %v, want %v", tt.module, got, tt.pkg)
		}
		if ok && !strings.Contains(string(src), tt.snippet) {
			t.Errorf("Source(%q) lacks %q", tt.module, tt.snippet)
		}
	}
}

func TestModulesListsDottedNamesSorted(t *testing.T) {
	mods := Modules()
	if !slices.IsSorted(mods) {
		t.Error("Modules() is not sorted")
	}
	for _, want := range []string{"asyncio", "asyncio.tasks", "collections", "collections.abc", "dataclasses", "urllib", "urllib.parse"} {
		if !slices.Contains(mods, want) {
			t.Errorf("Modules() lacks %q", want)
		}
	}
	for _, m := range mods {
		if strings.Contains(m, "/") || strings.HasSuffix(m, ".py") || strings.HasSuffix(m, "__init__") {
			t.Errorf("Modules() has a malformed name %q", m)
		}
	}
}

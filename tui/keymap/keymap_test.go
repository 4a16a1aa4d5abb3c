package keymap

import (
	"flag"

	"charm.land/bubbles/v2/key"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the README's key table")

const (
	readme     = "../../README.md"
	beginTable = "<!-- keys:begin (generated from tui/keymap: go test ./tui/keymap -update) -->\n"
	endTable   = "<!-- keys:end -->"
)

// The README's key table is generated from the keymap; this test fails
// when they drift apart, and -update rewrites the table.
func TestREADMEKeyTableMatchesTheKeymap(t *testing.T) {
	data, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, beginTable), strings.Index(doc, endTable)
	if i < 0 || j < i {
		t.Fatalf("README.md has no key table between %q and %q", beginTable, endTable)
	}
	want := Default().Markdown()
	got := doc[i+len(beginTable) : j]
	if got == want {
		return
	}
	if *update {
		doc = doc[:i+len(beginTable)] + want + doc[j:]
		if err := os.WriteFile(readme, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("README.md's key table is out of date (go test ./tui/keymap -update rewrites it); want:\n%s", want)
}

func TestEveryBindingIsInTheHelpAndTheTable(t *testing.T) {
	k := Default()
	inHelp := map[string]bool{}
	for _, col := range k.FullHelp() {
		for _, b := range col {
			inHelp[b.Help().Key] = true
		}
	}
	rows := k.Rows()
	if len(rows) != len(inHelp) {
		t.Errorf("the table has %d rows, the help %d keys", len(rows), len(inHelp))
	}
	for _, r := range rows {
		if !inHelp[r.Keys] {
			t.Errorf("%q (%s) is in the table but not the help", r.Keys, r.Does)
		}
	}
}

func TestNoKeyIsBoundTwiceInOneMode(t *testing.T) {
	k := Default()
	both := []key.Binding{k.Run, k.RunNext, k.RunInsert, k.Save, k.Quit, k.Interrupt2}
	command := append([]key.Binding{k.Edit, k.Down, k.Up, k.Top, k.Bottom, k.PageDown, k.PageUp, k.InsertA, k.InsertB,
		k.Delete, k.Undo, k.Cut, k.Copy, k.Paste, k.PasteAbove, k.ToMarkdown, k.ToCode, k.ToRaw, k.SaveFigure, k.MoveUp, k.MoveDown, k.Fold,
		k.FoldAll, k.RunAll, k.Interrupt, k.Restart, k.Convert, k.Write, k.Pairs, k.Find, k.FindNext, k.FindPrev, k.Replace, k.Palette, k.Help}, both...)
	// EditCopy shares Ctrl+C with Interrupt2 by design: it copies only
	// when there is a selection.
	edit := append([]key.Binding{k.Command, k.Indent, k.Dedent, k.EditUndo, k.EditRedo, k.WordMove, k.WordDelete,
		k.Select, k.EditCut, k.EditPaste}, both...)
	for mode, bs := range map[string][]key.Binding{"command": command, "edit": edit} {
		seen := map[string]string{}
		for _, b := range bs {
			for _, key := range b.Keys() {
				if prev, ok := seen[key]; ok {
					t.Errorf("%s mode: %q is bound to %q and %q", mode, key, prev, b.Help().Desc)
				}
				seen[key] = b.Help().Desc
			}
		}
	}
}

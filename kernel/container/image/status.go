package image

import (
	"context"
	"fmt"
	"io"
	"slices"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// Report says which backyard images the engine holds: for each recipe whether its
// current image is present, the offline base, and stale tags left from older recipes.
type Report struct {
	Recipes []RecipeStatus
	Base    TagStatus // the offline recipe's rootfs
	Stale   []Tag     // backyard tags that are no recipe's current name
}

// RecipeStatus is one recipe's current image.
type RecipeStatus struct {
	Recipe Recipe
	TagStatus
}

// TagStatus is whether a name is present, and its details when it is.
type TagStatus struct {
	Ref     string
	Present bool
	Tag     Tag // set when Present
}

// Status reads the report from the engine.
func Status(ctx context.Context, e *engine.Engine) (*Report, error) {
	tags, err := listTags(ctx, e)
	if err != nil {
		return nil, err
	}
	lookup := func(ref string) TagStatus {
		i := slices.IndexFunc(tags, func(t Tag) bool { return t.Ref == ref })
		if i < 0 {
			return TagStatus{Ref: ref}
		}
		return TagStatus{Ref: ref, Present: true, Tag: tags[i]}
	}
	r := &Report{Base: lookup(BaseRef())}
	current := []string{BaseRef()}
	for _, rc := range []Recipe{Offline, Online} {
		r.Recipes = append(r.Recipes, RecipeStatus{Recipe: rc, TagStatus: lookup(rc.Ref())})
		current = append(current, rc.Ref())
	}
	for _, t := range tags {
		if !slices.Contains(current, t.Ref) {
			r.Stale = append(r.Stale, t)
		}
	}
	return r, nil
}

// Ready reports whether some recipe's current image is present.
func (r *Report) Ready() bool {
	return slices.ContainsFunc(r.Recipes, func(s RecipeStatus) bool { return s.Present })
}

// WriteTo prints the report for people, one line per image, with the command that
// builds what is missing.
func (r *Report) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	for _, s := range r.Recipes {
		fmt.Fprintf(cw, "%-8s %s\n", s.Recipe, describe(s.TagStatus))
	}
	fmt.Fprintf(cw, "%-8s %s\n", "base", describe(r.Base))
	for _, t := range r.Stale {
		fmt.Fprintf(cw, "%-8s %s (%s) — superseded; `docker rmi %s` frees it\n", "stale", t.Ref, size(t.Size), t.Ref)
	}
	if !r.Ready() {
		fmt.Fprintln(cw, "no kernel image: build it with `backyard image build --offline` (or `make image`)")
	}
	return cw.n, cw.err
}

func describe(s TagStatus) string {
	if !s.Present {
		return s.Ref + " absent"
	}
	return fmt.Sprintf("%s present (%s, %s, built %s)", s.Ref, shortID(s.Tag.ID), size(s.Tag.Size),
		s.Tag.Created.Format("2006-01-02 15:04"))
}

func shortID(id string) string {
	if len(id) > 19 { // "sha256:" + 12
		return id[:19]
	}
	return id
}

func size(n int64) string { return fmt.Sprintf("%d MB", (n+500_000)/1_000_000) }

type countWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.err = err
	return n, err
}

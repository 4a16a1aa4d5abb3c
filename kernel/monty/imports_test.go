package monty_test

import (
	"context"
	"errors"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestGuardedMissingImports checks which missing imports refuse a cell:
// an unguarded one always; one under `except ImportError` only when the
// kernel converts guarded imports (auto mode); one under TYPE_CHECKING
// never.
func TestGuardedMissingImports(t *testing.T) {
	tests := []struct {
		name, code           string
		refused, refusedAuto bool
	}{
		{"plain", "import nosuchpkg_zz\n", true, true},
		{"from", "from nosuchpkg_zz.sub import x\n", true, true},
		{"in_function", "def f():\n    import nosuchpkg_zz\n", true, true},
		{"except_importerror", "try:\n    import nosuchpkg_zz\nexcept ImportError:\n    pass\n", false, true},
		{"except_mnfe_tuple", "try:\n    import nosuchpkg_zz\nexcept (KeyError, ModuleNotFoundError):\n    pass\n", false, true},
		{"bare_except", "try:\n    import nosuchpkg_zz\nexcept:\n    pass\n", false, true},
		{"except_exception", "try:\n    import nosuchpkg_zz\nexcept Exception:\n    pass\n", false, true},
		{"except_other", "try:\n    import nosuchpkg_zz\nexcept KeyError:\n    pass\n", true, true},
		{"in_handler", "try:\n    pass\nexcept ImportError:\n    import nosuchpkg_zz\n", true, true},
		{"in_else", "try:\n    pass\nexcept ImportError:\n    pass\nelse:\n    import nosuchpkg_zz\n", true, true},
		{"type_checking", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import nosuchpkg_zz\n", false, false},
		{"typing_type_checking", "import typing\nif typing.TYPE_CHECKING:\n    from nosuchpkg_zz import X\n", false, false},
		{"type_checking_else", "TYPE_CHECKING = False\nif TYPE_CHECKING:\n    pass\nelse:\n    import nosuchpkg_zz\n", true, true},
	}
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, auto := range []bool{false, true} {
				var opts []monty.Option
				want := tt.refused
				if auto {
					opts = append(opts, monty.WithGuardedImportsRefused())
					want = tt.refusedAuto
				}
				k, err := monty.New(opts...)
				if err != nil {
					t.Fatal(err)
				}
				res, err := k.Execute(ctx, kernel.Request{Code: tt.code})
				var ns *kernel.NotSupportedError
				got := errors.As(err, &ns)
				if got != want {
					t.Errorf("auto=%v: refused = %v (err %v), want %v", auto, got, err, want)
				}
				if !got && err != nil {
					t.Errorf("auto=%v: unexpected error %v", auto, err)
				}
				if got && ns.Module != "nosuchpkg_zz" {
					t.Errorf("auto=%v: module %q", auto, ns.Module)
				}
				if !got && res != nil && !res.Success && res.Error != nil {
					t.Errorf("auto=%v: cell failed: %v", auto, res.Error)
				}
				k.Close()
			}
		})
	}
}

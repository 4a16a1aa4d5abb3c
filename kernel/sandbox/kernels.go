package sandbox

import (
	"context"
	"errors"

	"github.com/backyard-dev/backyard/kernel"
)

// newMonty and newContainer are the kernels a Sandbox uses unless
// Options say otherwise.
func newMonty(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
	return nil, errors.New("the monty kernel is not built yet")
}

func newContainer(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error) {
	return nil, errors.New("the container kernel is not built yet")
}

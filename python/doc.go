// Package python holds backyard's Python client, the pure-Python package
// `backyard` in src/ (Sandbox, AsyncSandbox, run_batch: a session of
// `backyard serve` driven from Python), with its tests in tests/. There is
// no Go API here: the package's Go test builds the binary, installs the
// client into a fresh virtual environment with no package index, and runs
// the client's unittest suite against the real binary, so `go test ./...`
// and `make test` cover it.
package python

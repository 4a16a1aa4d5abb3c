// Package stdlib is the root of monty's standard library, one module to a
// folder: stdlib/<module>/ holds everything of that module — its Go, its
// Python (<module>.py, or __init__.py and submodules for a package), its
// tests and its test programs (testdata/, run by monty and by python3 and
// compared). A module's package registers it with the VM when it is
// initialised (vm.RegisterModule; native.PythonModule and
// native.PythonPackage for the parts written in Python), and
// kernel/monty imports every folder. Engines that serve one module sit
// under it (internal/); what several modules share is in stdlib/internal.
//
// Every module is written from CPython 3.11's documented behaviour, with
// python3 as the oracle; none is CPython's text. The test in this package
// holds that to account with the workplace's provenance tool.
package stdlib

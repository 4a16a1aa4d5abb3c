# backyard — see README.md. `make run` runs it, `make test` runs every test.

GO           ?= go
BIN          := bin/backyard
# A whole `make test`, Docker tests included, stays well under CI's budget; this only
# stops a hung test from eating all of it.
TEST_TIMEOUT ?= 20m
# make bench BENCH=Container BENCHPKG=./kernel/container/... BENCHTIME=2s
BENCH        ?= .
BENCHPKG     ?= ./...
BENCHTIME    ?= 1s
# Fuzz targets as pkg:FuzzName pairs; packages append theirs:
#   FUZZ_TARGETS += ./kernel/monty/syntax:FuzzParse
FUZZ_TARGETS ?=
FUZZ_TARGETS += ./kernel/monty/syntax:FuzzScan ./kernel/monty/syntax:FuzzParse
FUZZ_TARGETS += ./kernel/monty/mountfs:FuzzResolve
FUZZ_TARGETS += ./kernel/monty:FuzzCompile ./kernel/monty:FuzzRun
FUZZTIME     ?= 30s
STATICCHECK  := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# Arguments for `make run`, e.g. make run ARGS="doctor".
ARGS         ?=

.PHONY: build run test test-short engine image lint bench fuzz pyfuzz screenshots conformance python-wheel

## build: the binary, at ./bin/backyard
build:
	$(GO) build -o $(BIN) ./cmd/backyard

## run: build, then start backyard
run: build
	./$(BIN) $(ARGS)

## engine: make sure a container engine answers (installs and starts one as root on Debian)
engine:
	@scripts/engine-setup.sh

## image: build the container kernel image offline if the current one is absent
image: build engine
	./$(BIN) image build --offline

## test: every test, the container kernel's against the real engine. One package at a time (-p 1):
## the limit tests assert deadlines to 100 ms, which two packages sharing 2 cores would blur.
test: image
	$(GO) test -p 1 -timeout $(TEST_TIMEOUT) ./...

## python-wheel: the Python client as a wheel that bundles this platform's binary, in python/dist/
python-wheel: build
	rm -rf python/src/backyard/bin && mkdir -p python/src/backyard/bin && cp $(BIN) python/src/backyard/bin/backyard
	python3 -m pip wheel --no-index --no-deps --quiet -w python/dist ./python; rc=$$?; rm -rf python/src/backyard/bin; exit $$rc

## test-short: the tests that need no container engine
test-short:
	$(GO) test -short -timeout $(TEST_TIMEOUT) ./...

## lint: gofmt, go vet, staticcheck, and the provenance check (no Python of ours is CPython's text)
lint:
	@files=$$(find . -name '*.go' -not -path './.git/*' -not -path '*/testdata/*'); \
	 unformatted=$$(gofmt -l $$files); \
	 if [ -n "$$unformatted" ]; then echo "gofmt -l reports:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...
	$(GO) test -count=1 -run '^TestProvenance$$' ./kernel/monty/stdlib/

## bench: benchmarks; each reports its ratio to the peers it is measured against
bench:
	@scripts/engine-setup.sh >/dev/null 2>&1 && $(GO) run ./cmd/backyard image build --offline --quiet >/dev/null \
	 || echo "bench: no container engine or image; container benchmarks will skip"
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchtime $(BENCHTIME) -benchmem $(BENCHPKG)

## fuzz: each FUZZ_TARGETS entry for FUZZTIME
fuzz:
	@if [ -z "$(strip $(FUZZ_TARGETS))" ]; then echo "fuzz: FUZZ_TARGETS is empty"; exit 0; fi; \
	 set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$name in $$pkg for $(FUZZTIME)"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $$pkg; \
	 done

## pyfuzz: the grammar-aware differential fuzzer (monty against python3) for FUZZTIME
pyfuzz:
	PYFUZZ_TIME=$(FUZZTIME) $(GO) test -count=1 -run '^TestGrammarFuzz$$' -v ./kernel/monty/internal/pyfuzz/

## conformance: parse every .py file of the CPython install and compare with ast.dump
conformance:
	$(GO) test -count=1 -timeout 30m -run '^TestConformance$$' -v ./kernel/monty/syntax/ -args -conformance.full

## screenshots: drive the real notebook in tmux through a scripted session (monty, then a conversion to the container) and render the panes into screenshots/*.png with freeze (needs tmux, librsvg2-bin, fonts-dejavu-core, a container engine with the kernel image)
screenshots: build
	screenshots/capture.sh $(BIN)

# The two commands of the README:
#   make serve   installs what is missing, builds a release and serves www/
#   make test    installs what is missing and runs every test
# Each step below is also a target of its own.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := serve

PORT ?= 8080
TARGET := wasm32-unknown-unknown
WASM := target/$(TARGET)/release/tictactoe.wasm
PKG := www/pkg
# The release .wasm that the page loads may not grow past this many bytes:
# two games, their page, six language tables and the Hard search (see the
# README's figures).
WASM_BUDGET := 245760
# The CLI that writes the JS glue must be the same version as the crate.
WASM_BINDGEN_VERSION := $(shell sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

export CHROMEDRIVER ?= /usr/bin/chromedriver
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER := wasm-bindgen-test-runner

.PHONY: serve test setup setup-browser build size lint test-native test-wasm test-e2e bench levels brain match

serve: build
	@echo "Serving www/ at http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	python3 -m http.server $(PORT) --bind 127.0.0.1 --directory www

test: lint test-native size test-wasm test-e2e

setup:
	@rustup target list --installed | grep -qx $(TARGET) || rustup target add $(TARGET)
	@wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $(WASM_BINDGEN_VERSION)" \
		|| cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

setup-browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium chromium-driver; }
	@command -v node >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y nodejs; }

build: setup
	cargo build --release --target $(TARGET)
	wasm-bindgen --target web --remove-name-section --remove-producers-section --out-dir $(PKG) $(WASM)

size: build
	@bytes=$$(stat -c %s $(PKG)/tictactoe_bg.wasm); gzipped=$$(gzip -9c $(PKG)/tictactoe_bg.wasm | wc -c); \
	echo "tictactoe_bg.wasm: $$bytes bytes ($$gzipped gzipped), budget $(WASM_BUDGET)"; \
	[ $$bytes -le $(WASM_BUDGET) ] || { echo "over the size budget" >&2; exit 1; }

lint: setup
	cargo fmt --all -- --check
	cargo clippy --all-targets --features tools -- -D warnings
	cargo clippy --all-targets --target $(TARGET) -- -D warnings

test-native:
	cargo test --features tools

test-wasm: setup setup-browser
	cargo test --target $(TARGET) --lib --test api --test api_five --test ui --test ui_five

test-e2e: build setup-browser
	node --test tests/e2e/

bench: build
	cargo bench --bench engine
	cargo bench --bench search
	node benches/wasm.mjs

# The README's table of how each level fares, computed over every line of play.
levels:
	cargo bench --bench levels

# The Gomocup brain, for a tournament manager such as Piskvork.
brain:
	cargo build --release --features tools --bin pbrain-tictactoe

# The Gomocup brain (Hard) against OPPONENT: normal, hard, or a brain's
# executable such as Rapfi's (see the README). GAMES games from the balanced
# openings, colours swapped, TIME ms a move on a 20x20 board; prints the
# score, the Elo difference with its 95% interval and the results by colour,
# and writes each game's record into RECORDS.
OPPONENT ?= normal
GAMES ?= 100
TIME ?= 250
THREADS ?= 1
RECORDS ?= target/match-records
match: brain
	cargo run --release --features tools --bin five-match -- target/release/pbrain-tictactoe $(OPPONENT) \
		--games $(GAMES) --time $(TIME) --threads $(THREADS) --records $(RECORDS)

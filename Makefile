# The two commands of the README:
#   make serve   installs what is missing, builds the site and serves it
#   make test    installs what is missing and runs every test
# Each step below is also a target of its own.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := serve

PORT ?= 8080
TARGET := wasm32-unknown-unknown
# The built site: www/'s pages, styles and scripts, minified, and the wasm
# modules with their JS glue in pkg/.
SITE := site
PKG := $(SITE)/pkg
# The site's wasm modules, each one build of the crate with one feature, as
# feature:name:profile:budget:simd, the budget being the most bytes its .wasm
# may weigh (see the README's figures), and simd "simd" where the module uses
# wasm's 128-bit SIMD:
#   inarow     the first load: the page's frame and the classic game
#   five       five in a row's page, its bots and the Hard search
#   engine     the JS API for other pages, and the Hard bot's worker: with
#              SIMD, which every browser since 2023 runs, Hard searches 6 %
#              to 13 % faster; where a browser cannot load it, the page
#              thinks on its own thread with five's module (docs/performance.md)
#   explore    the minimax explorer, loaded when the address asks for it
MODULES := page:inarow:small:92160: five:five:small:368640: api:engine:release:262144:simd \
	explore:explore:small:131072:
# What the wasm that rustc and wasm-bindgen write uses, for wasm-opt to keep.
WASM_FEATURES := --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
	--enable-mutable-globals --enable-reference-types --enable-multivalue
# The CLI that writes the JS glue must be the same version as the crate.
WASM_BINDGEN_VERSION := $(shell sed -n 's/^wasm-bindgen = { version = "=\([^"]*\)".*/\1/p' Cargo.toml)
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

export CHROMEDRIVER ?= /usr/bin/chromedriver
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER := wasm-bindgen-test-runner
# The browser tests' runner gives a whole test file 20 s and the driver 5 s
# to start: the exhaustive API tests take 10 s here, and a loaded machine may
# be ten times slower. These bounds only end a broken run.
export WASM_BINDGEN_TEST_TIMEOUT ?= 600
export WASM_BINDGEN_TEST_DRIVER_TIMEOUT ?= 60

.PHONY: serve test setup setup-node setup-browser build size lint test-native test-wasm test-e2e bench levels book brain match openings judge marks selfplay teach fit order ladder puzzles screenshots lighthouse

serve: build
	@echo "Serving $(SITE)/ at http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	python3 -m http.server $(PORT) --bind 127.0.0.1 --directory $(SITE)

test: lint test-native size test-wasm test-e2e

setup:
	@rustup target list --installed | grep -qx $(TARGET) || rustup target add $(TARGET)
	@wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $(WASM_BINDGEN_VERSION)" \
		|| cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

# Node runs the end-to-end tests and the build's tools from the npm registry,
# at the versions package-lock.json pins: wasm-opt and a minifier.
setup-node:
	@command -v node >/dev/null && command -v npm >/dev/null \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y nodejs npm; }
	@[ -x node_modules/.bin/wasm-opt ] && [ -x node_modules/.bin/esbuild ] || npm ci --no-audit --no-fund

setup-browser: setup-node
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium chromium-driver; }

# The site: www/ copied, its scripts and styles minified, the page's
# indentation and line breaks dropped (every byte of it is in the first
# load); then each module
# built, its JS glue generated, the .wasm shrunk by wasm-opt with the names
# of its imports and exports shortened in both (scripts/shrink.mjs), and the
# glue minified (see the README's figures for what each saves); last, the
# service worker stamped with the version of the site and the list of its
# files (scripts/stamp-sw.mjs).
build: setup setup-node
	@rm -rf $(SITE) && cp -r www $(SITE)
	@for file in $(SITE)/*.js $(SITE)/*.css; do \
		node_modules/.bin/esbuild --minify --log-level=warning --allow-overwrite $$file --outfile=$$file; \
	done
	@sed 's/^ *//' www/index.html | tr -d '\n' > $(SITE)/index.html
	@for module in $(MODULES); do \
		IFS=: read -r feature name profile budget simd <<< "$$module"; \
		RUSTFLAGS="$${simd:+-C target-feature=+simd128}" \
			cargo build --profile $$profile --target $(TARGET) --no-default-features --features $$feature; \
		wasm-bindgen --target web --remove-name-section --remove-producers-section \
			--out-dir $(PKG) --out-name $$name target/$(TARGET)/$$profile/inarow.wasm; \
		node scripts/shrink.mjs node_modules/.bin/wasm-opt $(PKG) $$name $(WASM_FEATURES) \
			$${simd:+--enable-simd}; \
		node_modules/.bin/esbuild --minify --log-level=warning --allow-overwrite \
			$(PKG)/$$name.js --outfile=$(PKG)/$$name.js; \
	done
	@node scripts/stamp-sw.mjs $(SITE)

# Each module within its budget; the first load as a whole is checked in a
# real browser by the end-to-end tests.
size: build
	@for module in $(MODULES); do \
		IFS=: read -r feature name profile budget simd <<< "$$module"; \
		file=$(PKG)/$${name}_bg.wasm; bytes=$$(stat -c %s $$file); gzipped=$$(gzip -9c $$file | wc -c); \
		echo "$$file: $$bytes bytes ($$gzipped gzipped), budget $$budget"; \
		[ $$bytes -le $$budget ] || { echo "$$file is over its budget" >&2; exit 1; }; \
	done

lint: setup
	cargo fmt --all -- --check
	cargo clippy --all-targets --features tools -- -D warnings
	cargo clippy --all-targets --target $(TARGET) --no-default-features --features page,five,api,explore -- -D warnings

test-native:
	cargo test --features tools

test-wasm: setup setup-browser
	cargo test --target $(TARGET) --no-default-features --features page,five,api,explore \
		--lib --test api --test api_five --test ui --test ui_five --test ui_explore

test-e2e: build setup-browser
	node --test tests/e2e/

# The page at three phone sizes and a desktop, light and dark, in docs/screens/:
# to look at before a change of the page lands.
screenshots: build setup-browser
	node scripts/screenshots.mjs

# Lighthouse (from npm, at the version pinned here) on the built site, served as `make serve`
# serves it, with Debian's chromium, mobile and simulated throttling as Lighthouse's defaults
# are: prints each category's score and the paint figures (see the README).
LIGHTHOUSE := lighthouse@12.8.2
lighthouse: build setup-browser
	@python3 -m http.server $(PORT) --bind 127.0.0.1 --directory $(SITE) >/dev/null 2>&1 & server=$$!; \
	trap "kill $$server" EXIT; sleep 1; \
	CHROME_PATH=$$(command -v chromium) npm exec --yes --package=$(LIGHTHOUSE) -- lighthouse \
		http://127.0.0.1:$(PORT)/ --quiet --form-factor=mobile --output=json --output-path=target/lighthouse.json \
		--chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic"; \
	node scripts/lighthouse-summary.mjs target/lighthouse.json

bench: build
	cargo bench --bench engine
	cargo bench --bench search
	node benches/wasm.mjs
	node benches/worker.mjs
	node benches/long-tasks.mjs

# The README's table of how each level fares, computed over every line of play.
levels:
	cargo bench --bench levels

# Hard's opening book: every opening of up to three stones, and the
# BOOK_REPLIES best replies each side after them, searched to BOOK_NODES
# positions on a fresh table, the same on any machine (about 15 minutes on
# two cores).
BOOK_NODES ?= 3000000
BOOK_REPLIES ?= 2
book:
	cargo run --release --features tools --bin five-book -- --nodes $(BOOK_NODES) --replies $(BOOK_REPLIES) \
		> src/engine/five/search/book/moves.rs.new
	mv src/engine/five/search/book/moves.rs.new src/engine/five/search/book/moves.rs

# The Gomocup brain, for a tournament manager such as Piskvork.
brain:
	cargo build --release --features tools --bin pbrain-inarow

# The Gomocup brain (Hard) against OPPONENT: a level (normal, club...,
# hard), or a brain's executable such as Rapfi's (see the README). GAMES
# games from OPENINGS (balanced, drawn, or a file of openings as
# five-openings prints them), colours swapped, TIME ms a
# move on a 20x20 board; prints the score, the Elo difference with its 95%
# interval and the results by colour, and writes each game's record into
# RECORDS. JOBS games at once (the number of CPUs when left out).
OPPONENT ?= normal
GAMES ?= 100
TIME ?= 250
OPENINGS ?= balanced
RECORDS ?= target/match-records
match: brain
	cargo run --release --features tools --bin five-match -- target/release/pbrain-inarow $(OPPONENT) \
		--games $(GAMES) --time $(TIME) --openings $(OPENINGS) --records $(RECORDS) $(if $(JOBS),--jobs $(JOBS))

# The drawn openings' table (arena/opening.rs's DRAWN; redirected to a
# file, a set for five-match --openings FILE): every opening
# within two cells of the centre in a seeded order, kept where JUDGE (a
# brain that prints its evaluation: Rapfi) rates it within 120 of even.
openings:
	cargo run --release --features tools --bin five-openings -- --judge $(JUDGE)

# The Gomocup brain's moves (and SECOND's, a brain's executable, if given),
# TIME ms each, or, with NODES set, NODES positions each so that they
# repeat exactly (give them TIME to spare; several counts, separated by
# commas, are each run and their scores averaged), judged by JUDGE (Rapfi) at
# JUDGE_TIME ms on the open positions of the records in RECORDS, games
# JUDGE played; its evaluations are kept in JUDGE_CACHE between runs.
JUDGE_TIME ?= 1000
JUDGE_CACHE ?= target/judge-cache.tsv
judge: brain
	cargo run --release --features tools --bin five-judge -- target/release/pbrain-inarow $(SECOND) \
		--judge $(JUDGE) --records $(RECORDS) --time $(TIME) --judge-time $(JUDGE_TIME) --cache $(JUDGE_CACHE) \
		$(if $(NODES),--nodes $(NODES))

# The review's marks against JUDGE's (Rapfi): every move after the opening
# of the games in RECORDS (one folder or several; played on SIZE, 20 when
# left out) marked by the page's review, Hard at 300,000 positions a
# position, and by the judge's evaluations at 500,000; prints both marks of
# every move and how often each side's mistakes and blunders are the other's.
marks:
	cargo run --release --features tools --bin five-marks -- --judge $(JUDGE) \
		$(foreach folder,$(RECORDS),--records $(folder)) $(if $(SIZE),--size $(SIZE))

# The learned evaluation's games: Hard against itself from SELFPLAY_GAMES
# random openings at SELFPLAY_NODES positions a move, written to SELFPLAY
# (about 25 minutes on two cores for the default run; see docs/strength.md).
SELFPLAY ?= target/selfplay.txt
SELFPLAY_GAMES ?= 40000
SELFPLAY_NODES ?= 5000
selfplay:
	cargo run --release --features tools --bin five-selfplay -- --games $(SELFPLAY_GAMES) \
		--nodes $(SELFPLAY_NODES) --out $(SELFPLAY) $(if $(JOBS),--jobs $(JOBS))

# The games of SELFPLAY with the static evaluations of TEACHER (a brain
# that knows YXBOARD and TRACESEARCH: Rapfi) at their quiet positions in
# place of the search's scores, written to TAUGHT.
TAUGHT ?= target/taught.txt
teach:
	cargo run --release --features tools --bin five-teach -- --games $(SELFPLAY) \
		--teacher $(TEACHER) --out $(TAUGHT)

# Hard's evaluation fitted to the games of SELFPLAY (make selfplay) and to
# the evaluations Rapfi printed in the records of JUDGED, if given (one
# folder or several, separated by spaces): writes the tables to
# src/engine/five/search/weights.rs.
fit:
	cargo run --release --features tools --bin five-fit -- --games $(SELFPLAY) \
		$(foreach folder,$(JUDGED),--records $(folder))

# Hard's move order fitted to the moves its searches chose in the games of
# SELFPLAY (make selfplay), or with TEACHER (a brain that knows YXBOARD and
# TRACEBOARD: Rapfi) to its move scores at their positions: writes the
# values to src/engine/five/search/move_values.rs.
order:
	cargo run --release --features tools --bin five-order -- --games $(SELFPLAY) \
		$(if $(TEACHER),--teacher $(TEACHER))

# Five in a row's levels against each other: each against the next one up
# and the one two up, GAMES games a pair from the balanced openings, every
# level at a set number of positions (Hard at 200,000), so that the run
# repeats on any machine; prints the Elo of each step with its 95%
# interval (docs/bots.md's table; about 5 minutes on two cores). JOBS
# games at once (the number of CPUs when left out).
ladder:
	cargo run --release --features tools --bin five-ladder -- --games $(GAMES) $(if $(JOBS),--jobs $(JOBS))

# The built-in puzzles (www/puzzles.txt) from PUZZLE_GAMES seeded self-play
# games under each rule, each win checked by a search ten times deeper
# (docs/puzzles.md; about 4 minutes on two cores).
PUZZLE_GAMES ?= 100
puzzles:
	cargo run --release --features tools --bin five-puzzles -- --games $(PUZZLE_GAMES)

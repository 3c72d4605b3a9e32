#!/usr/bin/env bash
# GUI smoke test: the real cgo binary in a real window under Xvfb.
#   0. without a display it exits 1 with one line saying why;
#   1. opens the built-in showcase and plays it; a screenshot of the screen must
#      show the rendered scene (not blank); Ctrl+Q must quit with exit code 0;
#   2. runs again with PPUWB_SMOKE_SHOTS: the app plays to the end, writes the
#      framebuffer, SM timeline, task graph and viewport panels as PNGs and
#      exits 0; each must have content;
#   3. walks docs/teaching.md's lessons in the window on an Xvfb screen of
#      1280×720 and of 1024×700, keys pressed as X key events, the window's
#      state checked after each step (scripts/lessonwalk).
# Usage: scripts/smoke.sh BINARY [OUTDIR]
set -euo pipefail
bin=${1:?usage: smoke.sh BINARY [OUTDIR]}
out=${2:-.smoke}
rm -rf "$out"; mkdir -p "$out"
bin=$(readlink -f "$bin")

for tool in Xvfb xdotool import; do
  command -v "$tool" >/dev/null || { echo "smoke: $tool missing (scripts/install-deps.sh test)"; exit 1; }
done

# 0. Without a display the window cannot open: one line says why, exit 1
# (internal/display), not a window-system panic.
set +e
env -u DISPLAY -u WAYLAND_DISPLAY "$bin" >"$out/nodisplay.out" 2>"$out/nodisplay.err"
code=$?
set -e
if [ "$code" -ne 1 ] || ! grep -q "cannot open the window: no display" "$out/nodisplay.err"; then
  echo "smoke: without a display ppuwb exited $code, stderr:"; cat "$out/nodisplay.err"; exit 1
fi
echo "smoke: without a display: exit 1, \"$(head -1 "$out/nodisplay.err")\""

# -displayfd: Xvfb picks a free display number and writes it once it accepts
# connections, so the test neither collides with another X server nor races
# its start-up.
xvfb=""
app=""
start_xvfb() {
  : >"$out/display"
  exec {dfd}>"$out/display"
  Xvfb -displayfd "$dfd" -screen 0 1600x1000x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
  xvfb=$!
  exec {dfd}>&-
  for _ in $(seq 240); do [ -s "$out/display" ] && break; sleep 0.25; done
  [ -s "$out/display" ] || { echo "smoke: Xvfb did not start in 60 s"; cat "$out/xvfb.log"; exit 1; }
  export DISPLAY=":$(head -1 "$out/display")"
  xdpyinfo >/dev/null || { echo "smoke: cannot connect to Xvfb on $DISPLAY"; exit 1; }
  echo "smoke: Xvfb on $DISPLAY"
}
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
start_xvfb
check() { go run ./scripts/imgcheck "$@"; }
# On failure: the start of the app's log (a panic's message comes first, the
# goroutine dump after it), the end of it, and whether Xvfb still runs.
report() {
  echo "--- $1 (first 40 lines)"; head -40 "$1"
  echo "--- $1 (last 15 lines)"; tail -15 "$1"
  if kill -0 "$xvfb" 2>/dev/null; then echo "--- Xvfb $DISPLAY still running"; else echo "--- Xvfb $DISPLAY has exited:"; cat "$out/xvfb.log"; fi
  if xdpyinfo >/dev/null 2>&1; then echo "--- xdpyinfo connects to $DISPLAY"; else echo "--- xdpyinfo cannot connect to $DISPLAY"; fi
  ls -la /tmp/.X11-unix/ 2>&1 | tail -n +2
  free -m 2>/dev/null | head -2 || true
}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

echo "smoke: 1/2 window, play, screenshot, Ctrl+Q"
# One retry, on a new X server, when GLFW cannot open the display although
# xdpyinfo just could: seen twice on a machine where other jobs were
# starting and stopping their own X servers; it is not the app's failure.
win=""
for attempt in 1 2; do
  PPUWB_SMOKE_PLAY=1 "$bin" >"$out/app1.log" 2>&1 &
  app=$!
  for _ in $(seq 120); do
    win=$(xdotool search --onlyvisible --name '^PPU Workbench' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.5
  done
  [ -n "$win" ] && break
  if ! kill -0 "$app" 2>/dev/null; then
    echo "smoke: the app exited before showing a window"
    report "$out/app1.log"
    if [ "$attempt" = 1 ] && grep -q "failed to initialise GLFW" "$out/app1.log"; then
      echo "smoke: GLFW could not open $DISPLAY; retrying once on a new X server"
      kill "$xvfb" 2>/dev/null || true
      wait "$xvfb" 2>/dev/null || true
      start_xvfb
      continue
    fi
    app=""
    exit 1
  fi
  break
done
[ -n "$win" ] || { echo "smoke: no window after 60 s"; report "$out/app1.log"; exit 1; }
sleep 8 # load, render, simulate and play
import -window root "$out/window.png"
check -min-colors 200 -min-warm 0.005 "$out/window.png"
xdotool windowfocus --sync "$win" 2>/dev/null || true
xdotool key ctrl+q
status=0
for _ in $(seq 40); do kill -0 "$app" 2>/dev/null || break; sleep 0.25; done
if kill -0 "$app" 2>/dev/null; then echo "smoke: Ctrl+Q did not quit the app"; exit 1; fi
wait "$app" || status=$?
app=""
[ "$status" -eq 0 ] || { echo "smoke: exit code $status after Ctrl+Q"; report "$out/app1.log"; exit 1; }
echo "smoke: Ctrl+Q quit cleanly (exit 0)"

echo "smoke: 2/2 play the showcase to the end and capture every panel"
xdpyinfo >/dev/null || { echo "smoke: Xvfb on $DISPLAY no longer accepts connections"; cat "$out/xvfb.log"; exit 1; }
mkdir -p "$out/panels"
for attempt in 1 2; do
  status=0
  PPUWB_SMOKE_SHOTS="$out/panels" timeout 180 "$bin" >"$out/app2.log" 2>&1 || status=$?
  [ "$status" -eq 0 ] && break
  echo "smoke: exit code $status"
  report "$out/app2.log"
  if [ "$attempt" = 1 ] && grep -q "failed to initialise GLFW" "$out/app2.log"; then
    echo "smoke: GLFW could not open $DISPLAY; retrying once on a new X server"
    kill "$xvfb" 2>/dev/null || true
    wait "$xvfb" 2>/dev/null || true
    start_xvfb
    continue
  fi
  exit 1
done
check -min-colors 200 -min-warm 0.01 "$out/panels/framebuffer.png"
check -min-colors 50 -min-nonbg 0.20 "$out/panels/timeline.png"
check -min-colors 50 -min-nonbg 0.05 "$out/panels/taskgraph.png"
check -min-colors 50 -min-nonbg 0.10 "$out/panels/viewports.png"
echo "smoke: 3/3 docs/teaching.md's lessons at 1280×720 and 1024×700"
go run ./scripts/lessonwalk -bin "$bin" -out "$out/lessons"
echo "smoke: passed (screenshots in $out)"

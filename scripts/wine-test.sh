#!/usr/bin/env bash
# The Windows build under Wine (Debian's wine), against the Linux build:
#   1. `ppuwb.exe render showcase -o x.png` gives exactly the Linux build's
#      pixels (the renderer is deterministic);
#   2. `ppuwb.exe simulate continuations --json` equals the Linux output
#      apart from wall-clock fields (took_ms, and any *wall* key);
#   3. the window opens under Wine on a 1280×720 Xvfb screen (a projector;
#      no window manager) and fits it, frame and all: the Wine window's
#      geometry (xwininfo) lies inside the screen, so the menu bar at the
#      top of the content is on screen, and the top rows of the content
#      (the menu bar) are drawn; a screenshot shows the rendered scene,
#      checked as scripts/smoke.sh checks the Linux window.
# Wine 8.0 lacks bcryptprimitives.dll (ProcessPrng), which Go >= 1.22 needs
# on Windows: a test-only shim (scripts/wine/processprng.c) is built with
# MinGW-w64 into this test's own Wine prefix, never into the zip.
# Usage: scripts/wine-test.sh PPUWB.EXE LINUX-PPUWB [OUTDIR]
set -euo pipefail
exe=$(readlink -f "${1:?usage: wine-test.sh PPUWB.EXE LINUX-PPUWB [OUTDIR]}")
lin=$(readlink -f "${2:?usage: wine-test.sh PPUWB.EXE LINUX-PPUWB [OUTDIR]}")
out=${3:-.wine-test}
rm -rf "$out"; mkdir -p "$out"; out=$(readlink -f "$out")
for tool in wine x86_64-w64-mingw32-gcc Xvfb xdotool xwininfo import compare jq; do
  command -v "$tool" >/dev/null || { echo "wine-test: $tool missing (scripts/install-deps.sh test)"; exit 1; }
done
t0=$(date +%s)
root=$(pwd)

export WINEPREFIX="$out/prefix" WINEARCH=win64 WINEDEBUG=-all
# no Mono/Gecko installers: the app needs neither
export WINEDLLOVERRIDES="mscoree,mshtml=;bcryptprimitives=n"
xvfb="" app=""
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  wineserver -k 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT

echo "wine-test: the ProcessPrng shim and a fresh Wine prefix"
x86_64-w64-mingw32-gcc -O2 -shared -o "$out/bcryptprimitives.dll" scripts/wine/processprng.c -ladvapi32
wineboot -i >"$out/wineboot.log" 2>&1 || { echo "wine-test: wineboot failed"; cat "$out/wineboot.log"; exit 1; }
wineserver -w
cp "$out/bcryptprimitives.dll" "$WINEPREFIX/drive_c/windows/system32/"

cd "$out"
echo "wine-test: 1/3 render showcase: the same pixels as the Linux build"
"$lin" render showcase -o linux.png >linux-render.log 2>&1 || { cat linux-render.log; exit 1; }
wine "$exe" render showcase -o wine.png >wine-render.log 2>&1 || { echo "wine-test: ppuwb.exe render failed:"; cat wine-render.log; exit 1; }
diff=$(compare -metric AE linux.png wine.png null: 2>&1) || true
if [ "$diff" != "0" ]; then echo "wine-test: FAIL: $diff pixels differ (linux.png, wine.png in $out)"; exit 1; fi
echo "wine-test: render: $(identify -format '%wx%h' wine.png), 0 pixels differ"

echo "wine-test: 2/3 simulate continuations --json: the same as the Linux build (wall-clock fields aside)"
strip='walk(if type == "object" then with_entries(select(.key | test("^took_ms$|wall") | not)) else . end)'
"$lin" simulate continuations --json >linux.json 2>linux-sim.log || { cat linux-sim.log; exit 1; }
wine "$exe" simulate continuations --json >wine.json 2>wine-sim.log || { echo "wine-test: ppuwb.exe simulate failed:"; cat wine-sim.log; exit 1; }
jq -S "$strip" linux.json >linux.cmp
jq -S "$strip" wine.json >wine.cmp || { echo "wine-test: ppuwb.exe printed no JSON:"; head -c 2000 wine.json; exit 1; }
if ! diff -u linux.cmp wine.cmp >sim.diff; then echo "wine-test: FAIL: the simulations differ:"; head -40 sim.diff; exit 1; fi
echo "wine-test: simulate: $(wc -c <linux.cmp) bytes of JSON equal ($(jq -r '.metrics.makespan // empty' linux.json) cycles makespan)"

echo "wine-test: 3/3 the window under Wine on a 1280x720 Xvfb screen"
sw=1280 sh=720
: >display
exec {dfd}>display
Xvfb -displayfd "$dfd" -screen 0 ${sw}x${sh}x24 -nolisten tcp >xvfb.log 2>&1 &
xvfb=$!
exec {dfd}>&-
for _ in $(seq 240); do [ -s display ] && break; sleep 0.25; done
[ -s display ] || { echo "wine-test: Xvfb did not start"; cat xvfb.log; exit 1; }
export DISPLAY=":$(head -1 display)"
# The wineserver and desktop the headless steps started have no display;
# a window needs ones started with DISPLAY set.
wineserver -k 2>/dev/null || true
wineserver -w 2>/dev/null || true
PPUWB_SMOKE_PLAY=1 wine "$exe" >wine-window.log 2>&1 &
app=$!
win=""
for _ in $(seq 240); do
  win=$(xdotool search --onlyvisible --name '^PPU Workbench' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  kill -0 "$app" 2>/dev/null || break
  sleep 0.5
done
[ -n "$win" ] || { echo "wine-test: no window after 120 s"; tail -30 wine-window.log; exit 1; }
sleep 10 # load, render, simulate and play
# The window, frame and all, inside the screen: the menu bar at the top of
# its content on screen (issue 37: the window sat at y = 23, 705 px tall on
# a 720 px screen, the menu bar half cut off).
geo=$(xwininfo -id "$win")
wx=$(awk '/Absolute upper-left X/ {print $NF}' <<<"$geo")
wy=$(awk '/Absolute upper-left Y/ {print $NF}' <<<"$geo")
ww=$(awk '/Width:/ {print $NF}' <<<"$geo")
wh=$(awk '/Height:/ {print $NF}' <<<"$geo")
echo "wine-test: window at ($wx,$wy), ${ww}x${wh} on a ${sw}x${sh} screen" | tee geometry.txt
if [ "$wx" -lt 0 ] || [ "$wy" -lt 0 ] || [ $((wx + ww)) -gt "$sw" ] || [ $((wy + wh)) -gt "$sh" ]; then
  echo "wine-test: FAIL: the window is not inside the ${sw}x${sh} screen"; exit 1
fi
import -window root window.png
# The menu bar: the window's top 40 rows hold more than a flat colour.
convert window.png -crop "${ww}x40+${wx}+${wy}" +repage menubar.png
colors=$(identify -format '%k' menubar.png)
echo "wine-test: menu bar strip: $colors colours"
[ "$colors" -ge 8 ] || { echo "wine-test: FAIL: the window's top rows are blank (menubar.png)"; exit 1; }
(cd "$root" && go run ./scripts/imgcheck -min-colors 200 -min-warm 0.005 "$out/window.png")
echo "wine-test: passed in $(( $(date +%s) - t0 )) s (files in $out)"

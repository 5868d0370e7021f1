#!/usr/bin/env bash
# Synthesises the landing page's jingle ("Call Earl") with Debian's sox and writes it to src/web/public/.
# The output is checked in; run this only to change the tune: bash scripts/make-jingle.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v sox >/dev/null || { echo "sox is required: apt-get install -y sox" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
beat=0.4    # seconds per beat (150 bpm)
rate=44100

# note "<semitones from A4> <beats>" per line (or "r <beats>" for a rest) → one wav per voice
render() {
  local voice=$1 wave=$2 gain=$3 out=$4
  local parts=()
  local i=0
  while read -r note beats; do
    [ -z "$note" ] && continue
    local dur
    dur=$(awk "BEGIN { print $beats * $beat }")
    local part="$work/$voice-$(printf %03d $i).wav"
    if [ "$note" = r ]; then
      sox -n -r $rate -c 1 "$part" trim 0 "$dur"
    else
      sox -n -r $rate -c 1 "$part" synth "$dur" "$wave" "%$note" fade q 0.01 "$dur" 0.08 gain "$gain"
    fi
    parts+=("$part")
    i=$((i + 1))
  done
  sox "${parts[@]}" "$out"
}

# melody: a rising "Some-thing need fix-ing?" answered by "Call Earl!"
render melody pluck -3 "$work/melody.wav" <<'NOTES'
-2 1
3 1
7 1
5 0.5
3 0.5
5 2
-2 2
0 1
3 1
8 1
7 0.5
5 0.5
7 2
3 2
-2 1
3 1
7 1
10 1
12 1.5
10 0.5
7 1
5 1
3 4
NOTES

# bass: one root per bar (C, G, F, C, C, F, G, C)
render bass sine -9 "$work/bass.wav" <<'NOTES'
-21 4
-26 4
-28 4
-21 4
-21 4
-28 2
-26 2
-21 4
NOTES

# soft pad a fifth above the bass
render pad triangle -20 "$work/pad.wav" <<'NOTES'
-14 4
-19 4
-21 4
-14 4
-14 4
-21 2
-19 2
-14 4
NOTES

sox -m "$work/melody.wav" "$work/bass.wav" "$work/pad.wav" "$work/mix.wav" \
  pad 0 1.2 reverb 35 50 80 fade t 0 "$(soxi -D "$work/melody.wav" | awk '{ print $1 + 1.2 }')" 1.2 norm -1
sox "$work/mix.wav" -C 2 src/web/public/jingle.ogg
# fallback for browsers without Ogg Vorbis (older Safari): small 8-bit mono WAV
sox "$work/mix.wav" -r 11025 -b 8 -e unsigned-integer src/web/public/jingle.wav
ls -l src/web/public/jingle.ogg src/web/public/jingle.wav
soxi -D src/web/public/jingle.ogg

#!/usr/bin/env bash
# Regenerates the committed media fixtures: French speech (espeak-ng, voice fr) encoded as
# constant-bitrate mono MP3 (ffmpeg + libmp3lame), then the images and manifest.json
# (make-fixtures.mjs, sharp + ffprobe). An episode is read sentence by sentence
# (make-transcripts.ts), which also writes its WebVTT transcript and chapters, timed on that very
# audio. Dev-time only: the committed files are what runs.
#   apt-get update && apt-get install -y espeak-ng ffmpeg
#   bash packages/api/scripts/make-fixtures.sh [name…]   (names: only those files)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
fixtures="$here/../fixtures"
texts="$fixtures/texts"
audio="$fixtures/audio"
# CBR so that the live emulator can pace by bytes and a byte offset maps to a time.
bitrate=32k
rate=22050

for tool in espeak-ng ffmpeg ffprobe node; do
  command -v "$tool" >/dev/null || { echo "missing: $tool (apt-get install -y espeak-ng ffmpeg)" >&2; exit 1; }
done

mkdir -p "$audio"
only=" $* "
tsx="$here/../node_modules/.bin/tsx"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The voice variants give each show its own host.
while IFS='|' read -r name role voice speed title; do
  [ -z "$name" ] && continue
  [[ $# -gt 0 && "$only" != *" $name "* ]] && continue
  src="$texts/$name.txt"
  out="$audio/$name.mp3"
  echo "  $name ($voice, $speed wpm)"
  if [[ "$role" == episode ]]; then
    "$tsx" "$here/make-transcripts.ts" "$name" "$voice" "$speed" "$tmp/$name.wav"
  else
    espeak-ng -v "$voice" -s "$speed" -g 3 -f "$src" -w "$tmp/$name.wav"
  fi
  extra=()
  if [[ "$role" == live ]]; then
    # No ID3 / Xing frame: the emulator loops raw MPEG frames end to end. No bit reservoir:
    # each frame then decodes on its own, so a listener joining mid-stream loses nothing.
    extra=(-write_xing 0 -id3v2_version 0 -write_id3v1 0 -reservoir 0)
  else
    extra=(-id3v2_version 3 -metadata "title=$title" -metadata "artist=RCF" -metadata "language=fra")
  fi
  ffmpeg -nostdin -loglevel error -y -i "$tmp/$name.wav" \
    -af "apad=pad_dur=0.6,aresample=$rate" -ac 1 -ar "$rate" \
    -c:a libmp3lame -b:a "$bitrate" "${extra[@]}" "$out"
done < <(grep -v '^#' "$texts/catalogue.psv")

node "$here/make-fixtures.mjs"

#!/bin/sh
# Remakes one referee case's save: builds its room with the command in CASE/moves.json ("build"),
# plays the moves in the real udonarium app (../shared/tools/udon-view), and keeps only the
# app's own export of data.xml and chat.xml as CASE/save.zip. Then review the verdict with
# `UDONFORGE_BLESS=1 cargo test referee_cases` and `git diff tests/referee/CASE`.
#   usage (from the checkout): tests/referee/remake.sh CASE
set -eu
name=$1
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
moves="$here/$name/moves.json"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["build"])' "$moves")
# "udonforge build GAME ... -o room.zip": run it with this checkout's binary, into the scratch folder
set -- $build
shift
(cd "$work" && "$repo/target/release/udonforge" "$@")
"$repo/../shared/tools/udon-view" "$work/room.zip" "$work/view" --moves "$moves"
(cd "$work" && unzip -q view/exported.zip data.xml chat.xml && rm -f "$here/$name/save.zip" && zip -q -X -9 "$here/$name/save.zip" data.xml chat.xml)
echo "remade $here/$name/save.zip"

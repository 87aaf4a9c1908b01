#!/bin/sh
# A judge for five-judge's tests: it evaluates every position as ten times
# one more than the column of the last stone it was told of, in a MESSAGE
# as Rapfi prints its evaluation, and plays the first free cell of the top
# row (so, as a player, 0,0 wherever the top row is empty).
taken=" "
last=0
play() {
    echo "MESSAGE Depth 1-1 | Eval $(((last + 1) * 10)) | Time 0ms"
    x=0
    while case "$taken" in *" $x,0 "*) true ;; *) false ;; esac; do
        x=$((x + 1))
    done
    taken="$taken$x,0 "
    echo "$x,0"
}
while read -r line; do
    case "$line" in
        START*) echo OK ;;
        BOARD) taken=" " ;;
        TURN*) stone=${line#TURN }; taken="$taken$stone "; last=${stone%,*}; play ;;
        BEGIN|DONE) play ;;
        [0-9]*,*,*) stone=${line%,*}; taken="$taken$stone "; last=${stone%,*} ;;
        END) exit 0 ;;
    esac
done

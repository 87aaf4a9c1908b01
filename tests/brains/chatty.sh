#!/bin/sh
# A brain that chatters before every move with MESSAGE, DEBUG, ERROR and
# UNKNOWN lines, as real brains may; it plays the first free cell of every
# other one on the top row, so it never makes five.
taken=" "
play() {
    echo "MESSAGE thinking hard"
    echo "DEBUG nothing to see"
    echo "ERROR a command came too soon"
    echo "UNKNOWN not a real complaint"
    x=0
    while case "$taken" in *" $x,0 "*) true ;; *) false ;; esac; do
        x=$((x + 2))
    done
    taken="$taken$x,0 "
    echo "$x,0"
}
while read -r line; do
    case "$line" in
        START*) echo OK ;;
        TURN*) taken="$taken${line#TURN } "; play ;;
        BEGIN|DONE) play ;;
        [0-9]*,*,*) taken="$taken${line%,*} " ;;
        END) exit 0 ;;
    esac
done

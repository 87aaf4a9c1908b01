#!/bin/sh
# A brain that exits with an error as soon as it is started.
exit 3

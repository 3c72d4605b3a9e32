# One process: its grid (one CTA per SM), then 12452 chunks of command-processor
# work of 2000 cycles, each ending at a checkpoint where a slice may end.
dispatch procA
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992
checkpoint
delay 1992

# One process: its grid (one CTA per SM), then 193 chunks of command-processor
# work of 129700 cycles, each ending at a checkpoint where a slice may end.
dispatch procA
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692
checkpoint
delay 129692

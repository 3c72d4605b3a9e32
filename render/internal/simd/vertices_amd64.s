#include "textflag.h"

// (0, 0, 0, 1): the lane that replaces W by 1 before the divide
DATA verticesW1<>+0(SB)/8, $0
DATA verticesW1<>+8(SB)/8, $0
DATA verticesW1<>+16(SB)/8, $0
DATA verticesW1<>+24(SB)/8, $0x3ff0000000000000
GLOBL verticesW1<>(SB), RODATA|NOPTR, $32

// func TransformVertices(a *VertexArgs, in, out unsafe.Pointer, n int)
// See vertices_amd64.go for the operations (transformVertex's, outcode's
// and snapVertex's, in their order). Offsets in out: X, Y, Z, W 0; World
// 32; Normal 44; Color 56; UV 72; oc 80; bad 81; snOK 82; sn 88 (X 88,
// Y 96, Z 104, IW 112).
TEXT ·TransformVertices(SB), NOSPLIT, $0-32
	MOVQ a+0(FP), AX
	MOVQ in+8(FP), SI
	MOVQ out+16(FP), DI
	MOVQ n+24(FP), CX
	TESTQ CX, CX
	JLE end
	VMOVUPS 0(AX), X8
	VMOVUPS 16(AX), X9
	VMOVUPS 32(AX), X10
	VMOVUPS 48(AX), X11
	VMOVUPD 128(AX), Y12
	VMOVUPD 160(AX), Y13
	VMOVUPD 192(AX), Y14
	MOVBLZX 272(AX), R11

loop:
	VBROADCASTSS 0(SI), X0
	VBROADCASTSS 4(SI), X1
	VBROADCASTSS 8(SI), X2
	// clip = ((m0·px + m4·py) + m8·pz) + m12, by rows in the lanes
	VMULPS X0, X8, X3
	VMULPS X1, X9, X4
	VADDPS X4, X3, X3
	VMULPS X2, X10, X4
	VADDPS X4, X3, X3
	VADDPS X11, X3, X3
	// World
	TESTQ R11, R11
	JEQ model
	MOVQ 0(SI), R8
	MOVQ R8, 32(DI)
	MOVL 8(SI), R8
	MOVL R8, 40(DI)
	JMP attrs

model:
	VMOVUPS 64(AX), X4
	VMULPS X0, X4, X4
	VMOVUPS 80(AX), X5
	VMULPS X1, X5, X5
	VADDPS X5, X4, X4
	VMOVUPS 96(AX), X5
	VMULPS X2, X5, X5
	VADDPS X5, X4, X4
	VADDPS 112(AX), X4, X4
	VMOVQ X4, 32(DI)
	VEXTRACTPS $2, X4, 40(DI)

attrs:
	// Normal = 0, Color and UV copied
	MOVQ $0, 44(DI)
	MOVL $0, 52(DI)
	VMOVUPS 12(SI), X4
	VMOVUPS X4, 56(DI)
	MOVQ 40(SI), R8
	MOVQ R8, 72(DI)
	// X, Y, Z, W = (x + w)·W/2, (w − y)·H/2, (z + w)·0.5, w·1 (Y5)
	VCVTPS2PD X3, Y3
	VPERMPD $0xFF, Y3, Y4
	VADDPD Y4, Y3, Y5
	VSUBPD Y3, Y4, Y6
	VBLENDPD $2, Y6, Y5, Y5
	VBLENDPD $8, Y3, Y5, Y5
	VMULPD Y12, Y5, Y5
	VMOVUPD Y5, 0(DI)
	// bad: X − X etc. not all 0
	VSUBPD Y5, Y5, Y6
	VCMPPD $3, Y6, Y6, Y6
	VMOVMSKPD Y6, R8
	TESTL R8, R8
	JNE bad
	// outcode: planes 0..3 from (X, X, Y, Y) and W, 4 and 5 from Z and W
	VPERMPD $0x50, Y5, Y6
	VPERMPD $0xFF, Y5, Y7
	VMULPD Y13, Y6, Y6
	VMULPD Y14, Y7, Y0
	VADDPD Y0, Y6, Y6
	VXORPD Y1, Y1, Y1
	VCMPPD $0x1D, Y1, Y6, Y6
	VMOVMSKPD Y6, R8
	VPERMPD $0xAA, Y5, Y6
	VMULPD 224(AX), X6, X6
	VMULPD 240(AX), X7, X0
	VADDPD X0, X6, X6
	VCMPPD $0x1D, X1, X6, X6
	VMOVMSKPD X6, R9
	SHLL $4, R9
	ORL R9, R8
	XORL $63, R8
	MOVB R8, 80(DI)
	MOVB $0, 81(DI)
	MOVB $0, 82(DI)
	TESTL R8, R8
	JNE next
	// snap: (X, Y, Z, 1)/W
	VBLENDPD $8, verticesW1<>(SB), Y5, Y6
	VDIVPD Y7, Y6, Y6
	VSUBPD Y6, Y6, Y0
	VCMPPD $3, Y0, Y0, Y0
	VMOVMSKPD Y0, R8
	TESTL R8, R8
	JNE nonfinite
	VMOVDDUP 256(AX), X0
	VMULPD X0, X6, X0
	VMOVDDUP 264(AX), X1
	VMINPD X1, X0, X0
	VXORPD X2, X2, X2
	VSUBPD X1, X2, X1
	VMAXPD X1, X0, X0
	VROUNDPD $0, X0, X0
	VCVTPD2DQX X0, X0
	VPMOVSXDQ X0, X0
	VMOVDQU X0, 88(DI)
	VEXTRACTF128 $1, Y6, X1
	VCVTSD2SS X1, X1, X2
	VMOVSS X2, 104(DI)
	VMOVHPD X1, 112(DI)
	MOVB $1, 82(DI)
	JMP next

nonfinite:
	VXORPD Y0, Y0, Y0
	VMOVUPD Y0, 88(DI)
	JMP next

bad:
	MOVB $0, 80(DI)
	MOVB $1, 81(DI)
	MOVB $0, 82(DI)

next:
	ADDQ $48, SI
	ADDQ $120, DI
	DECQ CX
	JNE loop

end:
	VZEROUPPER
	RET

#include "textflag.h"

DATA planesHalf<>+0(SB)/8, $0x3fe0000000000000
GLOBL planesHalf<>(SB), RODATA|NOPTR, $8
DATA planesOne<>+0(SB)/8, $0x3ff0000000000000
GLOBL planesOne<>(SB), RODATA|NOPTR, $8

// func MeshPlanes(ulp float64, xy *[6]int64, ref *[2]int, s *[3]*Snapped, v *[3]unsafe.Pointer, out *MeshOut)
// See planesmesh_amd64.go for the operations (setupPlanes', in its
// order): the triangle's geometry in scalars, then the planes with the
// four colour channels in the four float64 lanes of a Y register and the
// depth and 1/w in the two lanes of an X register.
TEXT ·MeshPlanes(SB), NOSPLIT, $0-48
	MOVQ xy+8(FP), AX
	MOVQ ref+16(FP), BX
	MOVQ s+24(FP), CX
	MOVQ out+40(FP), DI
	MOVQ 0(CX), R8
	MOVQ 8(CX), R9
	MOVQ 16(CX), R10
	VMOVSD ulp+0(FP), X14
	// x0 (X0), y0 (X1); x1, y1, x2, y2 (X2, X3, X4, X5)
	VCVTSI2SDQ 0(AX), X0, X0
	VMULSD X14, X0, X0
	VCVTSI2SDQ 24(AX), X1, X1
	VMULSD X14, X1, X1
	VCVTSI2SDQ 8(AX), X2, X2
	VMULSD X14, X2, X2
	VSUBSD X0, X2, X2
	VCVTSI2SDQ 32(AX), X3, X3
	VMULSD X14, X3, X3
	VSUBSD X1, X3, X3
	VCVTSI2SDQ 16(AX), X4, X4
	VMULSD X14, X4, X4
	VSUBSD X0, X4, X4
	VCVTSI2SDQ 40(AX), X5, X5
	VMULSD X14, X5, X5
	VSUBSD X1, X5, X5
	// area = x1·y2 − x2·y1; inv = 1/area, 0 when area == 0 (X6)
	VMULSD X5, X2, X6
	VMULSD X3, X4, X7
	VSUBSD X7, X6, X6
	VMOVSD planesOne<>(SB), X7
	VDIVSD X6, X7, X7
	VXORPD X8, X8, X8
	VCMPSD $4, X8, X6, X8 // area != 0 (or unordered): all ones
	VANDPD X8, X7, X6
	// rx = (ref.X + 0.5) − x0 (X7), ry (X8)
	VCVTSI2SDQ 0(BX), X7, X7
	VADDSD planesHalf<>(SB), X7, X7
	VSUBSD X0, X7, X7
	VCVTSI2SDQ 8(BX), X8, X8
	VADDSD planesHalf<>(SB), X8, X8
	VSUBSD X1, X8, X8
	VBROADCASTSD X2, Y2
	VBROADCASTSD X3, Y3
	VBROADCASTSD X4, Y4
	VBROADCASTSD X5, Y5
	VBROADCASTSD X6, Y6
	VBROADCASTSD X7, Y7
	VBROADCASTSD X8, Y8
	// the colours (Y9, Y10, Y11) and {z, 1/w} (X12, X13, X14) of the
	// three vertices
	MOVQ v+32(FP), AX
	MOVQ 0(AX), BX
	VCVTPS2PD 56(BX), Y9
	MOVQ 8(AX), BX
	VCVTPS2PD 56(BX), Y10
	MOVQ 16(AX), BX
	VCVTPS2PD 56(BX), Y11
	VMOVSS 16(R8), X12
	VMOVSS 16(R9), X13
	VMOVSS 16(R10), X14
	// zmin: Go's min(Z0, Z1, Z2), its instructions: m = min(a, b) as
	// MINSS(a, b) | MINSS(MINSS(a, b), a), then min(m, Z2) the same way
	VMINSS X13, X12, X0
	VMINSS X12, X0, X1
	VORPS X1, X0, X0
	VMINSS X14, X0, X1
	VMINSS X0, X1, X0
	VORPS X0, X1, X1
	VMOVSS X1, 4(DI)
	MOVL $4, 0(DI)
	MOVL $0, 84(DI)
	VCVTSS2SD X12, X12, X12
	VMOVHPD 24(R8), X12, X12
	VCVTSS2SD X13, X13, X13
	VMOVHPD 24(R9), X13, X13
	VCVTSS2SD X14, X14, X14
	VMOVHPD 24(R10), X14, X14
	// persp: not IW0 == IW1 == IW2 (unordered: not equal). Affine: W = 1,
	// and c·1 is c (a float32 converted is never a signalling NaN)
	XORL DX, DX
	VMOVSD 24(R8), X0
	VMOVSD 24(R9), X1
	VUCOMISD X1, X0
	JNE persp
	JPS persp
	VUCOMISD 24(R10), X1
	JNE persp
	JPS persp
	JMP planes
persp:
	MOVL $1, DX
	VBROADCASTSD X0, Y0
	VMULPD Y0, Y9, Y9
	VBROADCASTSD X1, Y1
	VMULPD Y1, Y10, Y10
	VBROADCASTSD 24(R10), Y0
	VMULPD Y0, Y11, Y11
planes:
	MOVB DX, 80(DI)
	// the colour planes: d1 (Y10), d2 (Y11), dx (Y0), dy (Y11), v (Y9)
	VSUBPD Y9, Y10, Y10
	VSUBPD Y9, Y11, Y11
	VMULPD Y5, Y10, Y0
	VMULPD Y3, Y11, Y1
	VSUBPD Y1, Y0, Y0
	VMULPD Y6, Y0, Y0
	VMULPD Y2, Y11, Y11
	VMULPD Y4, Y10, Y10
	VSUBPD Y10, Y11, Y11
	VMULPD Y6, Y11, Y11
	VMULPD Y7, Y0, Y1
	VADDPD Y1, Y9, Y9
	VMULPD Y8, Y11, Y1
	VADDPD Y1, Y9, Y9
	VCVTPD2PSY Y9, X9
	VCVTPD2PSY Y0, X0
	VCVTPD2PSY Y11, X11
	// {z, 1/w}: the same on the low two lanes, d1 (X13), d2 (X14), dx
	// (X10), dy (X14), v (X12)
	VSUBPD X12, X13, X13
	VSUBPD X12, X14, X14
	VMULPD X5, X13, X10
	VMULPD X3, X14, X1
	VSUBPD X1, X10, X10
	VMULPD X6, X10, X10
	VMULPD X2, X14, X14
	VMULPD X4, X13, X13
	VSUBPD X13, X14, X14
	VMULPD X6, X14, X14
	VMULPD X7, X10, X1
	VADDPD X12, X1, X12
	VMULPD X8, X14, X1
	VADDPD X1, X12, X12
	VCVTPD2PSX X12, X12
	VCVTPD2PSX X10, X10
	VCVTPD2PSX X14, X14
	// store: z, the four colours, then 1/w when persp, else zeros
	VMOVSS X12, 8(DI)
	VMOVSS X10, 12(DI)
	VMOVSS X14, 16(DI)
	VMOVSS X9, 20(DI)
	VMOVSS X0, 24(DI)
	VMOVSS X11, 28(DI)
	VEXTRACTPS $1, X9, 32(DI)
	VEXTRACTPS $1, X0, 36(DI)
	VEXTRACTPS $1, X11, 40(DI)
	VEXTRACTPS $2, X9, 44(DI)
	VEXTRACTPS $2, X0, 48(DI)
	VEXTRACTPS $2, X11, 52(DI)
	VEXTRACTPS $3, X9, 56(DI)
	VEXTRACTPS $3, X0, 60(DI)
	VEXTRACTPS $3, X11, 64(DI)
	TESTL DX, DX
	JEQ affine
	VEXTRACTPS $1, X12, 68(DI)
	VEXTRACTPS $1, X10, 72(DI)
	VEXTRACTPS $1, X14, 76(DI)
	VZEROUPPER
	RET
affine:
	MOVQ $0, 68(DI)
	MOVL $0, 76(DI)
	VZEROUPPER
	RET

//.kernel img2 (excerpt: lines picked from IGC's SIMD32 kernel)
//.platform DG2

_main_0:
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r0.2<0;1,0>:uw   {A@1}              // $2
        mov (16|M16)             r29.0<1>:d    r8.2<0;1,0>:d                                         // $10
        add3 (16|M16)            r9.0<1>:d     r3.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d         // $6
        send.smpl (16|M16)       r19      r9      r29:2   0x0            0x0485A000           {A@1,$1} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $12
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $61
        cmp (16|M0)   (eq)f1.0   r63.0<1>:d    r31.0<1;1,0>:d    r11.0<1;1,0>:d   {I@7}              // $29
        bfn.(s0&s1|~s0&s2) (16|M16)   r93.0<1>:ud  r77.0<1;0>:ud  r61.0<1;0>:ud    r25.0<1>:ud      {I@7} // $44 R{} IR{}{E:3,E:15,E:6,},  R{} IR{}{O:3,O:15,O:6,},  {BC=2}
        send.dc1 (16|M16)        null     r97     r87:8   0x0            0x04025001           {A@1,$3} // wr:2+8, rd:0; untyped surface write with xyzw // $60
        sync.nop                             null                             {Compacted,F@1}        // $61
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $61
L736:
        nop                                                                                          // $61

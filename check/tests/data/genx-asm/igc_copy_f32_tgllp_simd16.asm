//.kernel copy_f32
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string "-platform TGLLP -output -noLoadPayload "
//.instCount 11
//.RA type	TRIVIAL_RA

_main_0:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r0.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r2.0<1>:d     r5.4<0;1,0>:d     r0.1<0;1,0>:d                       // $4
(W)     mov (8|M0)               r127.0<1>:f   r0.0<8;8,1>:f                    {Compacted}          // $11
        add (16|M0)              r6.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $4
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}     // $5
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@1}    // $6
        send.dc1 (16|M0)         r8       r6      null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x // $8
        send.dc1 (16|M0)         null     r6      r8      0x80            0x04025E01           {$0} // wr:2+2, rd:0; untyped surface write with x // $10
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@4} // wr:1+0, rd:0; end of thread // $11
L136:
        nop                                                                                          // $11

// img2d_read_f: one row of a 2D float image copied out as float4 pixels.
//   dst[i] = read_imagef(img, (int2)(i, y))
// IGC reads through the sampler (load_lz); the memlower twin (img2d_read_f.mir) uses typed reads.
kernel void img2d_read_f(read_only image2d_t img, global float4 *dst, int y) {
  int i = get_global_id(0);
  dst[i] = read_imagef(img, (int2)(i, y));
}

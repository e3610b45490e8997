// img3d_read_f: a row of a 3D float volume, red + green per voxel.
//   p = read_imagef(img, (int4)(i, y, z, 0)); dst[i] = p.x + p.y
// IGC reads through the sampler (load_lz); the memlower twin (img3d_read_f.mir) uses typed reads
// of the two channels it needs.
kernel void img3d_read_f(read_only image3d_t img, global float *dst, int y, int z) {
  int i = get_global_id(0);
  float4 p = read_imagef(img, (int4)(i, y, z, 0));
  dst[i] = p.x + p.y;
}

// img1d_read_ui: the red channel of a 1D integer image, one texel per work-item.
//   dst[i] = read_imageui(img, i).x
// IGC reads images through the sampler (load_lz, outside our five); the memlower twin
// (img1d_read_ui.mir) uses a typed read of the one channel it needs.
kernel void img1d_read_ui(read_only image1d_t img, global uint *dst) {
  int i = get_global_id(0);
  dst[i] = read_imageui(img, i).x;
}

import sharp, { type Sharp } from 'sharp';

/** A 12 MP (4000x3000) frame of gaussian noise around mid-grey: detail a camera file has. */
export function sensorNoise(sigma: number): Sharp {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
}

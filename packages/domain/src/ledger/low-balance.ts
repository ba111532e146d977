import { imageCost } from '../generation/cost-rules';
import { DEFAULT_IMAGE_SIZE } from '../generation/image-options';

/**
 * Under this balance the account cannot make one default image: the low-balance notice (a mail
 * at most once a day, and a banner in the signed-in layout).
 */
export const LOW_BALANCE_THRESHOLD = imageCost({ size: DEFAULT_IMAGE_SIZE });

import { forbiddenCopy } from "./forbidden";
import { accessCopy } from "./access";
import { overviewCopy } from "./overview";
import { catalogueCopy } from "./catalogue";
import { contentCopy } from "./content";
import { inboxCopy } from "./inbox";
import { salesCopy } from "./sales";

/**
 * The admin area. Texts in quotes in the spec (sections 2, 5, 8) are kept exactly. Its screens' words
 * are in the files beside this one, by area; this joins them into the one object the admin reads.
 */
export const admin = {
  ...accessCopy,
  ...overviewCopy,
  ...catalogueCopy,
  ...contentCopy,
  ...inboxCopy,
  ...salesCopy,
  brand: "Cableworks Admin",
  skipToContent: "Skip to content",
  /** The second link of the error screen when an admin page fails. */
  errorHome: forbiddenCopy.home,
  upload: {
    notImage:
      "This file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF image.",
    tooLarge: "The image is larger than 5 MB. Please choose a smaller file.",
    tooManyPixels:
      "This image is {width} × {height} pixels ({megapixels} megapixels); {type} images can be at most {limit} megapixels. Please make it smaller and upload it again.",
    tooDeep:
      "This image is {width} × {height} pixels with more colour depth than can be processed. Please save it as an ordinary 8-bit image, or make it smaller, and upload it again.",
    unreadable: "This image could not be read. It may be damaged.",
    extraData:
      "This image has other data attached to it. Please save it again as a plain image and upload that copy.",
  },
  meta: {
    suffix: "Cableworks Admin",
  },
} as const;

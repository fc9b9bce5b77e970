// The pages' door to stored photos (server/images/): loaders read the site's slots and the
// upload actions hand the multipart request to the services.
export { readImageUpload } from "#server/images/http.ts";
export {
  loadSiteImages,
  productPhotos,
  readCatalogueImage,
  removeCatalogueImage,
  removeSiteImage,
  uploadCatalogueImage,
  uploadProductImage,
  uploadSiteImage,
} from "#server/images/service.ts";

import { icon } from "./icon.tsx";

export default icon("loader-circle", '<path d="M21 12a9 9 0 1 1-6.219-8.56"/>');

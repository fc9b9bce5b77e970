import { icon } from "./icon.tsx";

export default icon("arrow-left", '<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/>');

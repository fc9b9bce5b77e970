import { icon } from "./icon.tsx";

export default icon("square", '<rect width="18" height="18" x="3" y="3" rx="2"/>');

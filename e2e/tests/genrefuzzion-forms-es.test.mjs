// GenreFuzzion with forms only, in Spanish (the flow: ../flows/genrefuzzion-forms.mjs).
import { formsOnly } from "../flows/genrefuzzion-forms.mjs";

formsOnly("es");

// GenreFuzzion with forms only, in English (the flow: ../flows/genrefuzzion-forms.mjs).
import { formsOnly } from "../flows/genrefuzzion-forms.mjs";

formsOnly("en");

import FormsmithCLI

FormsmithCommand.main()

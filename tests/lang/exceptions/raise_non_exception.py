raise "string"
